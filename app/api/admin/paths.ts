/** `/users/{account_id}/manage` plus a tail; the id is encoded because it contains `:`. */
export function managePath(accountId: string, tail = ''): string {
  return `/users/${encodeURIComponent(accountId)}/manage${tail}`;
}
