/** What the latest-posts plugin hands to the client as global data; shared by plugin and component. */
export interface LatestPost {
  title: string;
  permalink: string;
  description: string;
  /** ISO 8601. */
  date: string;
  /** Formatted at build time, so that server and browser render the same text. */
  formattedDate: string;
  readingTimeMinutes: number | null;
}

export interface LatestPostsData {
  blogPath: string;
  posts: LatestPost[];
}
