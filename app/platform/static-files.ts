import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

export function contentTypeOf(fileName: string): string {
  return contentTypes[extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

export type StaticLookup =
  | { kind: 'file'; body: Buffer; contentType: string }
  /** The path tried to leave the folder, or is not a valid path at all. */
  | { kind: 'refused' }
  | { kind: 'missing' };

/**
 * Finds the file a URL path names inside `root`. `urlPath` is the still-encoded pathname of a URL; it is
 * decoded here, so `%2e%2e%2f` and encoded backslashes are caught like a plain `../`. A path without an
 * extension that names no file gets `index.html`, so client-side routes survive a reload.
 */
export async function readStaticFile(root: string, urlPath: string): Promise<StaticLookup> {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath);
  } catch {
    return { kind: 'refused' };
  }
  if (relative.includes('\0') || relative.includes('\\')) return { kind: 'refused' };
  const base = resolve(root);
  const file = resolve(base, `.${relative.endsWith('/') ? `${relative}index.html` : relative}`);
  if (!file.startsWith(base + sep)) return { kind: 'refused' };
  const found = await tryRead(file);
  if (found) return found;
  if (extname(file) === '') return (await tryRead(resolve(base, 'index.html'))) ?? { kind: 'missing' };
  return { kind: 'missing' };
}

async function tryRead(file: string): Promise<StaticLookup | null> {
  try {
    return { kind: 'file', body: await readFile(file), contentType: contentTypeOf(file) };
  } catch {
    return null;
  }
}
