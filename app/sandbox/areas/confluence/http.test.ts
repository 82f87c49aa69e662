import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../server';
import type { AreaModule } from '../../kit';
import { confluenceArea } from './index';

let sandbox: RunningSandbox;
let auth: string;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 'test', modules: [confluenceArea as AreaModule<unknown>] });
  const { email, apiToken } = sandbox.credentials.site;
  auth = `Basic ${Buffer.from(`${email}:${apiToken}`).toString('base64')}`;
});

afterAll(async () => {
  await sandbox.close();
});

async function get(url: string): Promise<{ status: number; link: string | null; json: Record<string, unknown> }> {
  const response = await fetch(url.startsWith('http') ? url : `${sandbox.baseUrl}${url}`, { headers: { Authorization: auth, Accept: 'application/json' } });
  return { status: response.status, link: response.headers.get('link'), json: (await response.json()) as Record<string, unknown> };
}

type Links = { base: string; next?: string };

describe('Confluence over HTTP', () => {
  it('pages a v1 start/limit list by following _links.base + _links.next', async () => {
    const first = await get('/wiki/rest/api/template/blueprint?limit=1');
    const names: string[] = [];
    let reply = first;
    for (;;) {
      names.push(...(reply.json.results as Array<{ name: string }>).map((template) => template.name));
      const links = reply.json._links as Links;
      if (links.next === undefined) break;
      reply = await get(`${links.base}${links.next}`);
    }
    expect(names).toEqual(['Meeting notes', 'Decision', 'Retrospective']);
  });

  it('follows the v1 search cursor through every page', async () => {
    let reply = await get(`/wiki/rest/api/search?cql=${encodeURIComponent('type = page and space = ENG')}&limit=10`);
    const total = Number(reply.json.totalSize);
    const ids: string[] = [];
    let pages = 0;
    for (;;) {
      pages += 1;
      ids.push(...(reply.json.results as Array<{ content: { id: string } }>).map((result) => result.content.id));
      const links = reply.json._links as Links;
      if (links.next === undefined) break;
      expect(links.next).toMatch(/cursor=[^&]+/);
      reply = await get(`${links.base}${links.next}`);
    }
    expect(pages).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(total);
  });

  it('follows the v2 Link header until it disappears on the last page', async () => {
    let reply = await get('/wiki/api/v2/pages?limit=100');
    const ids: string[] = [];
    let pages = 0;
    for (;;) {
      pages += 1;
      ids.push(...(reply.json.results as Array<{ id: string }>).map((page) => page.id));
      const links = reply.json._links as Links;
      if (reply.link === null) {
        expect(links.next).toBeUndefined();
        break;
      }
      const next = /^<([^>]+)>; rel="next"$/.exec(reply.link)?.[1];
      expect(next).toBe(links.next);
      reply = await get(`${sandbox.baseUrl}${next ?? ''}`);
    }
    expect(pages).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(150);
  });

  it('answers v2 errors in the v2 shape and refuses missing credentials', async () => {
    const missing = await get('/wiki/api/v2/pages/1');
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ errors: [{ status: 404, code: 'NOT_FOUND' }] });
    const anonymous = await fetch(`${sandbox.baseUrl}/wiki/api/v2/spaces`);
    expect(anonymous.status).toBe(401);
  });
});
