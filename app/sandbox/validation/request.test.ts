import { describe, expect, it } from 'vitest';
import { reducedSpecCatalog } from './catalog';
import { checkRequest } from './request';
import { checkResponse } from './response';

const catalog = reducedSpecCatalog();
function verdict(method: string, url: string, body?: unknown) {
  const parsed = new URL(url, 'http://sandbox');
  const match = catalog.find(method, parsed.pathname);
  if (!match) throw new Error(`no operation for ${method} ${url}`);
  return checkRequest(match, { query: parsed.searchParams, body });
}

describe('request validation against the reduced specs', () => {
  it('accepts valid requests, with array parameters repeated or comma-joined', () => {
    expect(verdict('GET', '/wiki/api/v2/pages?limit=250&status=current,archived').problems).toEqual([]);
    expect(verdict('GET', '/wiki/api/v2/pages?status=current&status=trashed').problems).toEqual([]);
    expect(verdict('GET', '/rest/api/3/user/assignable/multiProjectSearch?projectKeys=ABC&query=jo').problems).toEqual([]);
  });

  it('refuses oversize pages, wrong types, unknown enum values and missing required parameters', () => {
    expect(verdict('GET', '/wiki/api/v2/pages?limit=251').problems).toMatchObject([{ field: 'query.limit', rule: 'maximum' }]);
    expect(verdict('GET', '/wiki/api/v2/pages?limit=lots').problems).toMatchObject([{ field: 'query.limit', rule: 'type' }]);
    expect(verdict('GET', '/wiki/api/v2/pages?sort=sideways').problems).toMatchObject([{ field: 'query.sort' }]);
    expect(verdict('GET', '/rest/api/3/user/assignable/multiProjectSearch?query=jo').problems).toMatchObject([{ field: 'query.projectKeys', rule: 'required' }]);
  });

  it('checks JSON bodies, including the corrected Bitbucket hook body', () => {
    expect(verdict('POST', '/rest/api/3/notificationscheme', { description: 'no name' }).problems).toMatchObject([{ rule: 'required' }]);
    expect(verdict('POST', '/2.0/workspaces/w/hooks', { url: 'https://x.example.com', events: ['repo:push'] }).problems).toEqual([]);
    expect(verdict('PUT', '/2.0/workspaces/w/hooks/%7Bx%7D', { secret: null }).problems).toEqual([]);
    expect(verdict('POST', '/users/abc/manage/lifecycle/disable').problems).toMatchObject([{ field: 'body', rule: 'required' }]);
  });

  it('checks Jira v2 paths against the v3 operations', () => {
    expect(verdict('GET', '/rest/api/2/notificationscheme/abc').problems).toMatchObject([{ field: 'path.id' }]);
    expect(verdict('GET', '/rest/api/2/notificationscheme/abc').status).toBe(400);
  });

  it('turns a bad path parameter into 404 where the operation declares no 400', () => {
    expect(verdict('GET', '/2.0/hook_events/planet').status).toBe(404);
  });
});

describe('response validation', () => {
  const tokens = catalog.find('GET', '/users/abc/manage/api-tokens');
  const hooks = catalog.find('GET', '/2.0/workspaces/w/hooks');

  it('accepts answers shaped like the spec and flags those that are not', () => {
    if (!tokens || !hooks) throw new Error('operations missing');
    expect(checkResponse(tokens.operation, 200, [{ id: 't', label: 'CI', createdAt: '2026-01-01T00:00:00Z' }])).toEqual([]);
    expect(checkResponse(tokens.operation, 200, { values: [] })).not.toEqual([]);
    expect(checkResponse(hooks.operation, 200, { pagelen: 10, values: [], extra: true })).not.toEqual([]);
    expect(checkResponse(hooks.operation, 201, {})).toEqual([expect.stringContaining('not declared')]);
    expect(checkResponse(tokens.operation, 429, { key: 'tooManyRequests' })).toEqual([]);
    expect(checkResponse(hooks.operation, 500, { message: 'not the Bitbucket error shape' })).not.toEqual([]);
  });

  it('expects no body on a 204, even where the spec gives it a JSON content entry', () => {
    const merge = catalog.find('PUT', '/rest/api/3/version/10000/mergeto/10001');
    if (!merge) throw new Error('operation missing');
    expect(checkResponse(merge.operation, 204, undefined)).toEqual([]);
    expect(checkResponse(merge.operation, 204, {})).toEqual([expect.stringContaining('must not carry a body')]);
  });
});
