/**
 * Custom content type keys as apps register them (`ac:com.vendor.app:decision-log`, `forge:app-id:env:module`)
 * in words an admin reads: the module as a name, the app it comes from as a caption.
 */
export function customTypeName(key: string): { name: string; app: string | null } {
  const parts = key.split(':');
  const module = parts.length >= 3 ? (parts[parts.length - 1] ?? key) : key;
  const words = module.replace(/[-_.]+/g, ' ').trim();
  const name = words === '' ? key : words.charAt(0).toUpperCase() + words.slice(1);
  return { name, app: parts.length >= 3 ? (parts[1] ?? null) : null };
}
