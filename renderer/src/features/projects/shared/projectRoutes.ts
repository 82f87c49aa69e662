import { projectPath, schemePath } from '../../../shared/areaLinks';

/** Where each screen of the Projects area lives, relative to the app root. */
export const projectsPath = '/projects';
export const schemesPath = '/projects/schemes';
export const comparePath = (leftId?: string, rightId?: string) => {
  const query = new URLSearchParams();
  if (leftId) query.set('left', leftId);
  if (rightId) query.set('right', rightId);
  const text = query.toString();
  return `/projects/compare${text ? `?${text}` : ''}`;
};
export { projectPath, schemePath };
