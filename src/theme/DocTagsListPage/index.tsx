import DocTagsListPage from '@theme-original/DocTagsListPage';

import withDescription from '@site/src/components/WithDescription';

export default withDescription(
  DocTagsListPage,
  () =>
    'Find documentation by audience (operator, template author, developer) or by topic, such as installation or security.',
);
