/**
 * A section of a page as the site search indexes it. Plugins that know their pages' content (the
 * API reference) publish these as their content's `searchRecords`, so that the search indexer
 * takes facts such as method and path from the source instead of reading them back from HTML.
 */
export interface SearchRecord {
  heading: string;
  /** Fragment to link to, without '#'. */
  anchor: string;
  text: string;
  /** HTTP method and path of an API operation, e.g. "POST /api/templates/sync"; empty elsewhere. */
  endpoint: string;
}

/** What a plugin's loaded content carries for the search: the route path and its records. */
export interface PublishedSearchRecords {
  searchRecords: {path: string; records: SearchRecord[]};
}
