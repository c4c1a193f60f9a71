/** Font files imported for their URL (src/theme/Root.tsx): the bundler emits them and returns the path. */
declare module '*.woff2' {
  const url: string;
  export default url;
}
