import { pageAccessPath, pagePath } from '../../../shared/areaLinks';

/** Where the Content area's own screens live (its sections are declared in the area catalog). */
export const contentPath = '/content';
export const pageAttachmentsPath = (pageId: string) => `${pagePath(pageId)}/attachments`;
export { pageAccessPath, pagePath };
