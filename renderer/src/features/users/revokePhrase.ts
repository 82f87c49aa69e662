/** What the admin types to confirm a bulk revoke; the count makes a slip of the mouse impossible. */
export function revokePhrase(count: number): string {
  return `REVOKE ${count}`;
}

export function matchesPhrase(typed: string, count: number): boolean {
  return typed.trim() === revokePhrase(count);
}
