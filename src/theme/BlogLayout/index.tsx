import BlogLayout from '@theme-original/BlogLayout';
import type {Props} from '@theme/BlogLayout';

/**
 * Wrapped, not ejected: a post's table of contents sits in an <aside> landmark. The theme puts it
 * in a bare <div> beside <main>, so screen-reader users cannot reach it by landmark and axe reports
 * content outside any region.
 */
export default function BlogLayoutWrapper({toc, ...props}: Props) {
  return <BlogLayout {...props} toc={toc && <aside aria-label="On this page">{toc}</aside>} />;
}
