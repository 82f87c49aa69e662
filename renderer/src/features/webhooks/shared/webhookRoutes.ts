/** The Webhooks area's own paths, below the area's `/webhooks`. */
export const webhooksPath = '/webhooks';
export const rotationPath = (rotationId: string) => `/webhooks/rotations/${encodeURIComponent(rotationId)}`;
