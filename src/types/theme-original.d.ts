// Type of the wrapped theme module (Docusaurus ships no declaration for the @theme-original alias of it).
declare module '@theme-original/prism-include-languages' {
  import type * as PrismNamespace from 'prismjs';
  export default function prismIncludeLanguages(PrismObject: typeof PrismNamespace): void;
}

declare module '@theme-original/Navbar/MobileSidebar' {
  export default function NavbarMobileSidebar(): JSX.Element | null;
}
