// nprogress ships no types; ./progressBar.ts calls these three of its functions.
declare module 'nprogress' {
  const nprogress: {
    configure(options: {showSpinner?: boolean}): unknown;
    start(): unknown;
    done(force?: boolean): unknown;
  };
  export default nprogress;
}
