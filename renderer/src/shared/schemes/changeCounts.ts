/** "3 added, 1 removed", or "No changes": how many recipients a scheme change adds and removes. */
export function countWords(added: number, removed: number): string {
  const parts = [added > 0 ? `${added.toLocaleString('en')} added` : '', removed > 0 ? `${removed.toLocaleString('en')} removed` : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'No changes';
}
