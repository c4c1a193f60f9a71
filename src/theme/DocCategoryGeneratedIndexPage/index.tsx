import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type {Props} from '@theme/DocCategoryGeneratedIndexPage';

import OfflineDocs from '@site/src/components/OfflineDocs';

import styles from './styles.module.css';

/** What a category's page adds below its cards, by the page's permalink. */
const notes: Record<string, () => ReactNode> = {
  '/docs/category/installation': OfflineDocs,
};

/**
 * Wrapped, as the Docusaurus website wraps this page for its own hint: a category's page can say
 * more than the sidebar's plain-text description. The installation category tells readers in
 * networks that cannot reach this site where to get the docs offline.
 */
export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  const Note = notes[props.categoryGeneratedIndex.permalink];
  return (
    <>
      <DocCategoryGeneratedIndexPage {...props} />
      {Note && (
        <div className={styles.note}>
          <Note />
        </div>
      )}
    </>
  );
}
