import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * How the bridge sends the built renderer: compressed when the browser takes it (Brotli, else gzip), and
 * cacheable for good when the file's name carries its content hash, so a reload fetches only the page.
 */

export type Encoding = 'br' | 'gzip' | 'identity';

/** Vite names built files `name-HASH.ext` under `assets/`: such a file never changes under its name. */
const HASHED_ASSET = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|wasm)|image\/svg\+xml)/;
/** Below this, compressing costs more than it saves. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The best encoding the browser accepts (q-values respected), or identity. */
function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return 'identity';
}

/** A page is made for each load (its nonce), so never kept; hashed assets forever; anything else revalidated. */
export function cacheControlFor(urlPath: string, isPage: boolean): string {
  if (isPage) return 'no-store';
  return HASHED_ASSET.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Compresses static files, each once per encoding (the built renderer does not change while the bridge runs). */
export class StaticCompressor {
  private readonly done = new Map<string, Promise<Buffer>>();

  /** The body to send and its encoding; `cacheKey` null for a body made for one response (the page). */
  async encode(body: Buffer, contentType: string, acceptEncoding: string | undefined, cacheKey: string | null): Promise<{ body: Buffer; encoding: Encoding }> {
    const encoding = COMPRESSIBLE.test(contentType) && body.length >= MIN_BYTES ? chooseEncoding(acceptEncoding) : 'identity';
    if (encoding === 'identity') return { body, encoding };
    if (cacheKey === null) return { body: await compress(body, encoding), encoding };
    const key = `${encoding} ${cacheKey}`;
    let pending = this.done.get(key);
    if (!pending) {
      pending = compress(body, encoding);
      this.done.set(key, pending);
      // A failure is not kept: the next request tries again.
      pending.catch(() => this.done.delete(key));
    }
    return { body: await pending, encoding };
  }
}

function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  // Quality 9 of 11: nearly the smallest output at a fraction of the time; done off the event loop.
  if (encoding === 'br') return brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  return gzipAsync(body, { level: 9 });
}
