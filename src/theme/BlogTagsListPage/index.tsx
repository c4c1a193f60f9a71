import BlogTagsListPage from '@theme-original/BlogTagsListPage';

import withDescription from '@site/src/components/WithDescription';

export default withDescription(
  BlogTagsListPage,
  () => 'Every topic of the blog, from releases to guides, with its number of posts.',
);
