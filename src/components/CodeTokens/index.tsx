import {createContext, useContext, type ReactNode} from 'react';

/**
 * Carries a code block's build-time tokens (plugins/code-highlight) from src/theme/CodeBlock, which
 * receives them as a prop, to src/theme/CodeBlock/Content, which draws them: the classic theme's
 * components in between only pass the code block metadata on.
 */
const CodeTokensContext = createContext<string | undefined>(undefined);

export function CodeTokensProvider({tokens, children}: {tokens: string | undefined; children: ReactNode}) {
  return <CodeTokensContext.Provider value={tokens}>{children}</CodeTokensContext.Provider>;
}

/** The JSON-encoded lines (plugins/code-highlight/encoding.ts), or undefined for code not from Markdown. */
export function useCodeTokens(): string | undefined {
  return useContext(CodeTokensContext);
}
