/** Where the Content area's own screens live (its sections are declared in the area catalog). */
export const contentPath = '/content';
export const pagePath = (pageId: string) => `/content/pages/${encodeURIComponent(pageId)}`;
export const pageAttachmentsPath = (pageId: string) => `${pagePath(pageId)}/attachments`;
export const pageAccessPath = (pageId: string) => `${pagePath(pageId)}/access`;
