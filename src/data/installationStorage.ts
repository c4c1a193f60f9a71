/**
 * The browser-storage keys of the "Your installation" form (src/components/YourInstallation),
 * listed in the privacy policy through ./storage.ts. A module of its own because every page's
 * script reads them: importing ./storage.ts there would put the whole list into main.js.
 */
export const installationStorageKeys = {
  /** localStorage: the form's values as one JSON object, without the token. */
  values: 'kublade.installation',
  /** sessionStorage: the API token, for the open tab only. */
  token: 'kublade.installation.token',
  /** Where the API reference kept the address before the form existed: moved to `values` on first read, then deleted. */
  previousApiBaseUrl: 'kublade.api.base-url',
} as const;
