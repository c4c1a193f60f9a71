import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';

import withDescription from '@site/src/components/WithDescription';
import {site} from '@site/src/data/site';

export default withDescription(BlogAuthorsListPage, () => `The teams who write the ${site.productName} blog, with their posts.`);
