/** What the admin types to delete orphaned schemes for real, e.g. `DELETE 3 SCHEMES`. */
export function orphanDeletePhrase(count: number): string {
  return `DELETE ${count} ${count === 1 ? 'SCHEME' : 'SCHEMES'}`;
}
