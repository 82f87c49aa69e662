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
