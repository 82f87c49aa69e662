import { describe, expect, it } from 'vitest';
import type { StoredConnection } from '../settings/settings-schema';
import { ATLASSIAN_PICTURE_ORIGINS, allowedOrigins } from './allowed-origins';

const connection = (overrides: Partial<StoredConnection>): StoredConnection => ({
  id: 'c1',
  name: 'Acme',
  isDemo: false,
  demoSite: 'production',
  site: null,
  admin: null,
  bitbucket: null,
  jiraApiVersion: '3',
  checks: [],
  ...overrides,
});

/** No demo site running. */
const noDemo = { production: null, staging: null };

describe('what the window may load and open', () => {
  it('allows nothing beyond the app with no connection', () => {
    expect(allowedOrigins([], noDemo)).toEqual({ images: [], sites: [] });
  });

  it('names each connected site and Atlassian’s picture hosts, never a wildcard', () => {
    const acme = connection({ site: { url: 'https://acme.atlassian.net', email: 'a@acme.com' }, admin: { baseUrl: 'https://api.atlassian.com' } });
    const { images, sites } = allowedOrigins([acme], noDemo);
    expect(images).toEqual([...ATLASSIAN_PICTURE_ORIGINS, 'https://acme.atlassian.net']);
    expect(sites).toEqual(['https://acme.atlassian.net']);
    expect(images.join(' ')).not.toMatch(/\*|https:(\s|$)/);
  });

  it('adds Bitbucket’s picture hosts only for a connection with a Bitbucket part', () => {
    const withBitbucket = connection({ bitbucket: { baseUrl: 'https://api.bitbucket.org', workspace: 'acme' } });
    expect(allowedOrigins([withBitbucket], noDemo).images).toEqual(expect.arrayContaining(['https://bitbucket.org', 'https://bytebucket.org']));
    expect(allowedOrigins([connection({ admin: { baseUrl: 'https://api.atlassian.com' } })], noDemo).images).not.toContain('https://bitbucket.org');
  });

  it('allows the demo’s own loopback address while it runs, and nothing of Atlassian’s for the demo alone', () => {
    const demo = connection({ isDemo: true, site: { url: 'https://demo.invalid', email: 'admin@orgdesk-demo.com' } });
    expect(allowedOrigins([demo], { production: 'http://127.0.0.1:4567', staging: null })).toEqual({ images: ['http://127.0.0.1:4567'], sites: [] });
    expect(allowedOrigins([demo], noDemo)).toEqual({ images: [], sites: [] });
  });

  it('allows each demo site’s address only while that site has a connection', () => {
    const running = { production: 'http://127.0.0.1:4567', staging: 'http://127.0.0.1:4568' };
    const production = connection({ id: 'p', isDemo: true, demoSite: 'production' });
    const staging = connection({ id: 's', isDemo: true, demoSite: 'staging' });
    expect(allowedOrigins([production], running).images).toEqual(['http://127.0.0.1:4567']);
    expect(allowedOrigins([production, staging], running).images).toEqual(['http://127.0.0.1:4567', 'http://127.0.0.1:4568']);
  });
});
