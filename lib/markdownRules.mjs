// Rules of scripts/check-markdown.mjs that read the text of a block or heading, kept apart from the
// script so that tests/unit/scripts/check-markdown.test.ts can call them.

/** Languages of code blocks that a reader pastes into a shell. */
export const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'zsh', 'console']);

const PLACEHOLDER = /^<([A-Za-z][\w.-]*)>/;

/**
 * The placeholders (`<project-id>`) of a shell block that bash would read as a redirection, because
 * they stand outside quotes: `export PROJECT_ID=<project-id>` reads from a file named `project-id`.
 * Placeholders in single or double quotes, in comments, in `${…}` and in here-documents are fine.
 * In a `console` block only the lines with a prompt (`$ ` or `# `) are commands.
 * @param {string} code
 * @param {string} [lang]
 * @returns {{line: number, placeholder: string}[]} `line` is 1-based within the block
 */
export function unquotedPlaceholders(code, lang = 'bash') {
  const text =
    lang === 'console'
      ? code
          .split('\n')
          .map((line) => (/^[$#] /.test(line) ? line.slice(2) : ''))
          .join('\n')
      : code;
  const found = [];
  /** What the scanner is inside: plain shell words, quotes, `${…}`, `$(…)` (with its depth) or backticks. */
  const stack = [{kind: 'plain', depth: 0}];
  /** Here-documents whose body starts after the current line. */
  const heredocs = [];
  let line = 1;
  let i = 0;
  const top = () => stack[stack.length - 1];
  const isPlain = () => ['plain', 'subst', 'backtick'].includes(top().kind);

  while (i < text.length) {
    const c = text[i];
    const state = top();

    if (c === '\n') {
      line++;
      i++;
      // A here-document's body follows the line that started it; it is text, not shell words.
      while (heredocs.length > 0 && isPlain()) {
        const {delimiter, stripTabs} = heredocs.shift();
        while (i < text.length) {
          const end = text.indexOf('\n', i);
          const raw = text.slice(i, end < 0 ? text.length : end);
          i = end < 0 ? text.length : end + 1;
          line += end < 0 ? 0 : 1;
          if ((stripTabs ? raw.replace(/^\t+/, '') : raw).trimEnd() === delimiter) break;
        }
      }
      continue;
    }

    if (state.kind === 'single') {
      if (c === "'") stack.pop();
      i++;
      continue;
    }
    if (state.kind === 'ansi') {
      if (c === '\\') i += 2;
      else {
        if (c === "'") stack.pop();
        i++;
      }
      continue;
    }
    if (state.kind === 'double' || state.kind === 'brace') {
      if (c === '\\') {
        i += 2;
        continue;
      }
      if (state.kind === 'double' && c === '"') stack.pop();
      else if (state.kind === 'brace' && c === '}') stack.pop();
      else if (c === '$' && text[i + 1] === '(') {
        stack.push({kind: 'subst', depth: 0});
        i++;
      } else if (c === '$' && text[i + 1] === '{') {
        stack.push({kind: 'brace', depth: 0});
        i++;
      } else if (c === '`') stack.push({kind: 'backtick', depth: 0});
      i++;
      continue;
    }

    // Plain shell words: at the top, inside $(…) or inside backticks.
    if (c === '\\') {
      if (text[i + 1] === '\n') line++;
      i += 2;
      continue;
    }
    if (c === "'") stack.push({kind: 'single', depth: 0});
    else if (c === '"') stack.push({kind: 'double', depth: 0});
    else if (c === '`' && state.kind === 'backtick') stack.pop();
    else if (c === '`') stack.push({kind: 'backtick', depth: 0});
    else if (c === '$' && text[i + 1] === "'") {
      stack.push({kind: 'ansi', depth: 0});
      i++;
    } else if (c === '$' && text[i + 1] === '(') {
      stack.push({kind: 'subst', depth: 0});
      i++;
    } else if (c === '$' && text[i + 1] === '{') {
      stack.push({kind: 'brace', depth: 0});
      i++;
    } else if (c === '(' && state.kind === 'subst') state.depth++;
    else if (c === ')' && state.kind === 'subst') {
      if (state.depth === 0) stack.pop();
      else state.depth--;
    } else if (c === '#' && (i === 0 || /[\s;&|()]/.test(text[i - 1]))) {
      // A comment runs to the end of the line.
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
      continue;
    } else if (c === '<' && text.startsWith('<<', i) && !text.startsWith('<<<', i)) {
      const heredoc = /^<<(-?)[ \t]*(?:'([^']+)'|"([^"]+)"|\\?([\w.-]+))/.exec(text.slice(i));
      if (heredoc) {
        heredocs.push({delimiter: heredoc[2] ?? heredoc[3] ?? heredoc[4], stripTabs: heredoc[1] === '-'});
        i += heredoc[0].length;
        continue;
      }
      i += 2;
      continue;
    } else if (c === '<') {
      const placeholder = PLACEHOLDER.exec(text.slice(i));
      if (placeholder) {
        found.push({line, placeholder: placeholder[0]});
        i += placeholder[0].length;
        continue;
      }
    }
    i++;
  }
  return found;
}

/**
 * Text directives of remark-directive in a heading: `:name` outside inline code, where the colon
 * does not follow another colon or a backslash and the name (a letter, then letters, digits, `-`
 * or `_`, not ending in `-` or `_`) is not followed by a colon. Docusaurus parses them in every
 * page, and the table of contents drops them: "### `db:seed` fails" is fine, "### db:seed fails"
 * reads "db fails" there (micromark-extension-directive, `directive-text.js`).
 * @param {string} heading the heading's Markdown, `#` marks included or not
 * @returns {string[]} the directives found, colon included
 */
export function headingDirectives(heading) {
  const outsideCode = heading.replace(/(`+)[\s\S]*?\1/g, ' ');
  return [...outsideCode.matchAll(/(?<![:\\]):([A-Za-z](?:[\w-]*[A-Za-z0-9])?)(?![\w:-])/g)].map((m) => m[0]);
}
