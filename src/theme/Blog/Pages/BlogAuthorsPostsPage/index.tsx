import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsPostsPage';

import withDescription from '@site/src/components/WithDescription';

export default withDescription<Props>(BlogAuthorsPostsPage, ({author}) =>
  [`Every blog post by ${author.name ?? author.key}`, author.title].filter(Boolean).join(', ') + '.',
);
