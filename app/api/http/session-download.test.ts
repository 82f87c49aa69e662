import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiSession } from './session';
import { createTransport } from './transport';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A loopback server answering each request with `answer`, remembering what it was sent. */
interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: Buffer;
}

async function serve(answer: (path: string) => Reply) {
  const seen: Array<{ path: string; headers: IncomingHttpHeaders }> = [];
  const server = createServer((req, res) => {
    seen.push({ path: req.url ?? '', headers: req.headers });
    const reply = answer(req.url ?? '');
    res.writeHead(reply.status, reply.headers);
    res.end(reply.body);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

function sessionFor(origin: string) {
  const transport = createTransport({ fetch: globalThis.fetch, userAgent: 'Orgdesk/test', retry: { maxAttempts: 1 } });
  return createApiSession(transport, { jiraApiVersion: '3', site: { url: origin, email: 'admin@example.com', apiToken: 'secret-token' } });
}

describe('downloading a file', () => {
  it('follows a redirect on the site’s own origin with the credentials and keeps the bytes as they are', async () => {
    const bytes = Buffer.from([0, 255, 1, 254, 10, 13]);
    const site = await serve((path): Reply => (path.startsWith('/wiki/rest') ? { status: 302, headers: { Location: '/files/1?token=t' } } : { status: 200, headers: { 'Content-Type': 'image/png' }, body: bytes }));
    const file = await sessionFor(site.origin).download({ area: 'confluence', path: '/wiki/rest/api/content/1/child/attachment/att2/download' });
    expect(Buffer.from(file.bytes)).toEqual(bytes);
    expect(file.contentType).toBe('image/png');
    expect(site.seen.map((request) => request.path)).toEqual(['/wiki/rest/api/content/1/child/attachment/att2/download', '/files/1?token=t']);
    expect(site.seen.every((request) => request.headers.authorization?.startsWith('Basic '))).toBe(true);
  });

  it('refuses to follow a redirect to a plain-http address elsewhere, and never sends it the credentials', async () => {
    const elsewhere = await serve(() => ({ status: 200, body: Buffer.from('file') }));
    const site = await serve(() => ({ status: 302, headers: { Location: `${elsewhere.origin}/file` } }));
    await expect(sessionFor(site.origin).download({ area: 'confluence', path: '/wiki/x' })).rejects.toMatchObject({ info: { code: 'UPSTREAM' } });
    expect(elsewhere.seen).toEqual([]);
  });

  it('reports a refused download in plain words', async () => {
    const site = await serve(() => ({ status: 404, headers: { 'Content-Type': 'application/json' }, body: Buffer.from('{"statusCode":404,"message":"No attachment"}') }));
    await expect(sessionFor(site.origin).download({ area: 'confluence', path: '/wiki/x' })).rejects.toMatchObject({ info: { code: 'NOT_FOUND' } });
  });
});
