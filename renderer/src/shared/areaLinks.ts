/**
 * Where the screens that another area links to live. An area may not import another's files, so the
 * addresses one area opens in another (an account, a page's access, a scheme, a project) are kept here.
 */
export const accountPath = (accountId: string) => `/users/account/${encodeURIComponent(accountId)}`;
export const pagePath = (pageId: string) => `/content/pages/${encodeURIComponent(pageId)}`;
export const pageAccessPath = (pageId: string) => `${pagePath(pageId)}/access`;
export const schemePath = (schemeId: string) => `/projects/schemes/${encodeURIComponent(schemeId)}`;
export const projectPath = (projectKey: string, tab: 'versions' | 'notifications' = 'versions') =>
  `/projects/project/${encodeURIComponent(projectKey)}/${tab}`;

/** The offboarding screen, with the people to offboard filled in (the account page's "Offboard…"). */
export const offboardPeoplePath = (people: readonly string[]) => `/offboarding?${new URLSearchParams({ people: people.join(',') })}`;

/** The scan a token review shows lives in the address, so leaving and coming back loses nothing. */
export const SCAN_JOB_PARAM = 'scan';
/** The connection the scan belongs to: after a switch to another connection, its scan is not shown. */
export const SCAN_CONNECTION_PARAM = 'connection';
/** The token review showing one scan (a continued one, from the recovery screen). */
export const tokenReviewPath = (jobId: string, connectionId: string) =>
  `/users/review?${new URLSearchParams({ [SCAN_JOB_PARAM]: jobId, [SCAN_CONNECTION_PARAM]: connectionId })}`;
