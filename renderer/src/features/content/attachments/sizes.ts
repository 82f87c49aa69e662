const units = ['bytes', 'KB', 'MB', 'GB'] as const;

/** "3.4 MB": a file size the way a file manager says it. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return 'Unknown size';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value.toLocaleString()} bytes` : `${value.toLocaleString(undefined, { maximumFractionDigits: 1 })} ${units[unit]}`;
}

/** "PDF" for application/pdf, "PNG" for image/png: a short name for a chart axis. */
export function shortType(mediaType: string): string {
  const sub = mediaType.split('/')[1] ?? mediaType;
  const known: Record<string, string> = {
    'vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
    'vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
    'vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
    plain: 'Text',
  };
  return known[sub] ?? sub.toUpperCase().slice(0, 12);
}
