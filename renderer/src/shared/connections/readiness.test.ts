import { describe, expect, it } from 'vitest';
import type { ConnectionView, PartCheck } from '../../../../app/contract/app/connections.channels';
import { failedParts, isReadyFor, missingParts } from './readiness';

const check = (part: PartCheck['area'], reachable: boolean, authenticated = reachable): PartCheck => ({
  area: part,
  configured: true,
  reachable,
  authenticated,
  summary: '',
  missing: [],
  checkedAt: '2026-03-10T12:00:00.000Z',
});

const connection = (checks: PartCheck[]): ConnectionView => ({
  id: 'c1',
  name: 'Acme',
  isDemo: false,
  demoSite: null,
  site: { url: 'https://acme.atlassian.net', email: 'ada@acme.test', tokenSaved: true },
  admin: { baseUrl: 'https://api.atlassian.com', apiKeySaved: true },
  bitbucket: null,
  jiraApiVersion: '3',
  secretStorage: 'memory',
  checks,
});

describe('connection readiness', () => {
  it('is ready when every needed part is set up and none failed its last test', () => {
    expect(isReadyFor(connection([]), ['site', 'admin'])).toBe(true);
    expect(isReadyFor(connection([check('site', true)]), ['site'])).toBe(true);
  });

  it('is not ready when a needed part is missing', () => {
    expect(missingParts(connection([]), ['site', 'bitbucket'])).toEqual(['bitbucket']);
    expect(isReadyFor(connection([]), ['bitbucket'])).toBe(false);
  });

  it('is not ready when a needed part could not be reached or signed in at its last test', () => {
    const unreachable = connection([check('site', false), check('admin', true)]);
    expect(failedParts(unreachable, ['site', 'admin'])).toEqual(['site']);
    expect(isReadyFor(unreachable, ['site'])).toBe(false);
    expect(isReadyFor(unreachable, ['admin'])).toBe(true);
    expect(failedParts(connection([check('admin', true, false)]), ['admin'])).toEqual(['admin']);
  });
});
