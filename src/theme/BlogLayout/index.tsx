import clsx from 'clsx';
import Layout from '@theme/Layout';
import BlogSidebar from '@theme/BlogSidebar';
import type {Props} from '@theme/BlogLayout';

/**
 * Ejected from the classic theme (3.10) for one change: the table of contents of a post sits in an
 * <aside> landmark. The theme leaves it in a bare <div> beside <main>, so screen-reader users
 * cannot reach it by landmark and axe reports content outside any region.
 */
export default function BlogLayout(props: Props) {
  const {sidebar, toc, children, ...layoutProps} = props;
  const hasSidebar = sidebar && sidebar.items.length > 0;
  return (
    <Layout {...layoutProps}>
      <div className="container margin-vert--lg">
        <div className="row">
          <BlogSidebar sidebar={sidebar} />
          <main
            className={clsx('col', {
              'col--7': hasSidebar,
              'col--9 col--offset-1': !hasSidebar,
            })}>
            {children}
          </main>
          {toc && (
            <aside className="col col--2" aria-label="On this page">
              {toc}
            </aside>
          )}
        </div>
      </div>
    </Layout>
  );
}
