import {createContext, useContext, type ReactNode} from 'react';

/**
 * Carries the name of a code block's build-time highlighted HTML (plugins/code-highlight) from
 * src/theme/CodeBlock, which receives it as a prop, to src/theme/CodeBlock/Content, which draws
 * it: the classic theme's components in between only pass the code block metadata on.
 */
const HighlightedCodeContext = createContext<string | undefined>(undefined);

export function HighlightedCodeProvider({block, children}: {block: string | undefined; children: ReactNode}) {
  return <HighlightedCodeContext.Provider value={block}>{children}</HighlightedCodeContext.Provider>;
}

/** `<page hash>:<index>` (plugins/code-highlight/blocks.ts), or undefined for code not from Markdown. */
export function useHighlightedBlock(): string | undefined {
  return useContext(HighlightedCodeContext);
}
