/** Classic paths carry the `/wiki/rest/api` prefix; v2 paths hang off `/wiki/api/v2`. */
export const V1 = '/wiki/rest/api';
export const V2 = '/wiki/api/v2';

/** One path segment, escaped so an id or a group name can never add a segment or a query. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

/** v2 array parameters are documented as comma-separated lists. */
export function commaList(values: readonly string[] | undefined): string | undefined {
  return values === undefined || values.length === 0 ? undefined : values.join(',');
}

/** The classic API shows attachment ids as `att123`; the v2 delete takes the number alone. */
export function numericAttachmentId(id: string): string {
  return id.replace(/^att/, '');
}
