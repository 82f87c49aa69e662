/** Where each screen of the Projects area lives, relative to the app root. */
export const projectsPath = '/projects';
export const schemesPath = '/projects/schemes';
export const schemePath = (schemeId: string) => `/projects/schemes/${encodeURIComponent(schemeId)}`;
export const comparePath = (leftId?: string, rightId?: string) => {
  const query = new URLSearchParams();
  if (leftId) query.set('left', leftId);
  if (rightId) query.set('right', rightId);
  const text = query.toString();
  return `/projects/compare${text ? `?${text}` : ''}`;
};
export const projectPath = (projectKey: string, tab: 'versions' | 'notifications' = 'versions') =>
  `/projects/project/${encodeURIComponent(projectKey)}/${tab}`;
