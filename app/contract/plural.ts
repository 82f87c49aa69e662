/** "1 page", "1,204 pages": a count with its noun, for the core's words and the screens' alike. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
}
