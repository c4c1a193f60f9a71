import {createContext, useContext, type ReactNode} from 'react';

/**
 * Carries a code block's build-time highlighted lines (plugins/code-highlight) from
 * src/theme/CodeBlock, which receives them as a prop, to src/theme/CodeBlock/Content, which draws
 * them: the classic theme's components in between only pass the code block metadata on.
 */
const HighlightedCodeContext = createContext<string | undefined>(undefined);

export function HighlightedCodeProvider({html, children}: {html: string | undefined; children: ReactNode}) {
  return <HighlightedCodeContext.Provider value={html}>{children}</HighlightedCodeContext.Provider>;
}

/** The lines' HTML (plugins/code-highlight/encoding.ts), or undefined for code not from Markdown. */
export function useHighlightedCode(): string | undefined {
  return useContext(HighlightedCodeContext);
}
