import type {ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import Link from '@docusaurus/Link';

import {knownIssueSourceUrl, knownIssueUrl} from '@site/src/data/knownIssueLinks';
import type {KnownIssue as Entry} from '@site/src/data/knownIssues';
import {site} from '@site/src/data/site';
import ServerMarkup, {usePageModule, type PageModule} from '@site/src/components/ServerMarkup';

import styles from './styles.module.css';

/** The registry's texts use backticks as their only markup. */
export function withCode(text: string): ReactNode[] {
  return text
    .split(/(`[^`]+`)/)
    .map((part, index) => (/^`[^`]+`$/.test(part) ? <code key={index}>{part.slice(1, -1)}</code> : part));
}

/** The cause and the files that show it. */
function Cause({entry}: {entry: Entry}) {
  return (
    <>
      {withCode(entry.cause)} Source:{' '}
      {entry.sourcePaths.map((path, index) => (
        <span key={path}>
          {index > 0 && ', '}
          <a href={knownIssueSourceUrl(path)}>
            <code>{path}</code>
          </a>
        </span>
      ))}
      .
    </>
  );
}

/**
 * The class of the folded "Why": src/css/print.css prints it open. The browser opens a closed
 * `<details>` by itself when find in page or a text fragment (`#:~:text=`) matches inside it.
 */
export const whyClassName = 'known-issue-why';

/**
 * Symptom, cause with its source files, workaround. `foldCause`: what the reader sees and the
 * workaround first, the cause and its sources ("Why") behind a disclosure (docs pages, posts and the
 * full list); without it, all three in a row (/api/'s "Known issues" section).
 */
export function KnownIssueDetails({entry, foldCause = false}: {entry: Entry; foldCause?: boolean}) {
  if (!foldCause)
    return (
      <dl className={styles.details}>
        <dt>What you see</dt>
        <dd>{withCode(entry.symptom)}</dd>
        <dt>Why</dt>
        <dd>
          <Cause entry={entry} />
        </dd>
        <dt>Workaround</dt>
        <dd>{withCode(entry.workaround)}</dd>
      </dl>
    );
  return (
    <>
      <dl className={styles.details}>
        <dt>What you see</dt>
        <dd>{withCode(entry.symptom)}</dd>
        <dt>Workaround</dt>
        <dd>{withCode(entry.workaround)}</dd>
      </dl>
      <details className={`${styles.why} ${whyClassName}`}>
        <summary>Why</summary>
        <p>
          <Cause entry={entry} />
        </p>
      </details>
    </>
  );
}

/** Where the page gives the workaround itself (`workaround`), or shows the entry in full (`repeated`). */
const pointers = {
  above: 'Given above on this page.',
  below: 'Given below on this page.',
  repeated: 'Shown in full with this issue above on this page.',
} as const;

/** The entries of a page's boxes by id: in the module for the server (and in development), else in a file the module names. */
export type KnownIssueBoxes = PageModule<Record<string, Entry>>;

interface Props {
  id: string;
  /** The page's module of the entries its boxes show, added at build time by plugins/known-issues. */
  boxes?: KnownIssueBoxes;
  /**
   * Where the page's own text already gives the workaround, with its commands: the box then shows
   * what the reader sees and points there instead of repeating it. Decided per use.
   */
  workaround?: 'above' | 'below';
  /** Set by plugins/known-issues on every box of an entry after the first full one on the page. */
  repeated?: boolean;
}

function Box({entry, pointer}: {entry: Entry; pointer?: string}) {
  return (
    <Admonition
      type="warning"
      title={
        <>
          Known issue in {site.currentRelease.version}: {withCode(entry.title)}
        </>
      }>
      {pointer === undefined ? (
        <KnownIssueDetails entry={entry} foldCause />
      ) : (
        <dl className={styles.details} data-known-issue-compact="">
          <dt>What you see</dt>
          <dd>{withCode(entry.symptom)}</dd>
          <dt>Workaround</dt>
          <dd>{pointer}</dd>
        </dl>
      )}
      <p className={styles.more}>
        <Link to={knownIssueUrl(entry.id)}>
          {pointer === undefined ? `All known issues in ${site.currentRelease.version}` : 'Why, and the full entry'}
        </Link>
      </p>
    </Admonition>
  );
}

/**
 * A defect of the documented release from src/data/knownIssues.ts, placed in a page where the
 * reader meets it: `<KnownIssue id="seeder-needs-faker" />`. The text lives in the registry only;
 * the remark plugin plugins/known-issues hands this component the page's module of the entries
 * its boxes show: the server renders the box into the HTML, which the browser keeps
 * (`ServerMarkup`); a box drawn by client-side navigation fetches the page's file. In full it
 * shows what the reader sees, the workaround and, folded, why; compact (`workaround="above"`, or a
 * repeat of an entry the page already shows) only what the reader sees, where the workaround is,
 * and a link to the full entry.
 */
export default function KnownIssue({id, boxes, workaround, repeated = false}: Props) {
  if (!boxes)
    throw new Error(`<KnownIssue id="${id}" />: no entries; is plugins/known-issues among the page's remark plugins?`);
  const entry = usePageModule(boxes)?.[id];
  const pointer = repeated ? pointers.repeated : workaround ? pointers[workaround] : undefined;
  if (!entry) return <ServerMarkup data-known-issue={id} />;
  return (
    <div data-known-issue={id}>
      <Box entry={entry} pointer={pointer} />
    </div>
  );
}
