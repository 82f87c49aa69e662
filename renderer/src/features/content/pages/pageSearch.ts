/**
 * The CQL behind "Find a page": pages whose title has the words typed, or, with nothing typed, the pages
 * changed most recently. Quotes and backslashes in the text are escaped, so any title can be searched.
 */
export function pageSearchCql(text: string): string {
  const words = text.trim();
  if (words === '') return 'type = page';
  return `type = page and title ~ "${words.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
