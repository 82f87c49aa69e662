/** Where each screen of the Content area lives; the tabs and the links share these. */
export const contentPath = '/content';
export const rollbackPath = '/content/roll-back';
export const restrictedPath = '/content/restricted-pages';
export const largestPath = '/content/largest-files';
export const templatesPath = '/content/templates';
export const customContentPath = '/content/custom-content';
export const pagePath = (pageId: string) => `/content/pages/${encodeURIComponent(pageId)}`;
export const pageAttachmentsPath = (pageId: string) => `${pagePath(pageId)}/attachments`;
export const pageAccessPath = (pageId: string) => `${pagePath(pageId)}/access`;
