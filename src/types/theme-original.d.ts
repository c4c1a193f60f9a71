// Type of a wrapped theme module (Docusaurus ships no declaration for the @theme-original alias of it).
declare module '@theme-original/Navbar/MobileSidebar' {
  export default function NavbarMobileSidebar(): JSX.Element | null;
}
