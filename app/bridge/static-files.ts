import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

const mimeTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
};

export interface StaticFile {
  body: Buffer;
  contentType: string;
}

/** Reads a file under `root` for a URL path; refuses anything that would escape the folder. */
export async function readStatic(root: string, urlPath: string): Promise<StaticFile | null> {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath === '/' ? '/index.html' : urlPath);
  } catch {
    return null;
  }
  const base = resolve(root);
  const file = resolve(base, `.${relative}`);
  if (!file.startsWith(base + sep)) return null;
  try {
    return { body: await readFile(file), contentType: mimeTypes[extname(file)] ?? 'application/octet-stream' };
  } catch {
    return null;
  }
}
