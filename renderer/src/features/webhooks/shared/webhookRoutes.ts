/** The Webhooks area's own paths, below the area's `/webhooks`. */
export const webhooksPath = '/webhooks';
export const signatureCheckerPath = '/webhooks/check';
export const testDeliveryPath = '/webhooks/test';
export const rotationPath = (rotationId: string) => `/webhooks/rotations/${encodeURIComponent(rotationId)}`;
