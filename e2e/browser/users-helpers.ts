import type { Page } from '@playwright/test';
import type { AdminState, ApiToken } from '../../app/sandbox/areas/admin/state';
import type { Person } from '../../app/sandbox/kit';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../app/sandbox/server';
import { expect, test as base, type Harness } from '../fixtures/harness';
import { connectionPartsFor } from '../../app/sandbox/kit';

/**
 * The users specs read and change people and tokens, so each worker gets its own organization whose
 * world the tests can inspect (the shared fixture only hands out an address and credentials).
 */
export const test = base.extend<object, { org: RunningSandbox }>({
  org: [
    // Playwright reads a fixture's dependencies from this pattern; the organization depends on none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const sandbox = await startSandbox({ port: 0, seed: 'users-e2e', scale: 'demo' });
      await use(sandbox);
      await sandbox.close();
    },
    { scope: 'worker' },
  ],
});

export { expect };

export async function startOrg(options: SandboxOptions): Promise<RunningSandbox> {
  return startSandbox({ port: 0, ...options });
}

/** Adds a connection with the site and the organization admin key of `org`, the way the form would. */
export async function connectTo(harness: Harness, org: RunningSandbox, name = 'Orgdesk Demo'): Promise<string> {
  const result = await harness.dispatch('app.connections.add', {
    name,
    ...connectionPartsFor(org.baseUrl, org.credentials),
    bitbucket: null,
  });
  if (!result.ok) throw new Error(`setup failed: ${result.error.message}`);
  return (result.data as { id: string }).id;
}

/**
 * Avatars point at Atlassian's CDN; tests stay on loopback, and a refused picture falls back to initials
 * exactly as it does offline.
 */
export async function stayOnLoopback(page: Page): Promise<void> {
  await page.route(
    // Only web addresses: the desktop app's own app:// files must load.
    (url) => /^https?:$/.test(url.protocol) && url.hostname !== '127.0.0.1',
    (route) => route.abort('blockedbyclient'),
  );
}

/** Connects, then opens the app at `hash`. */
export async function openConnected(page: Page, harness: Harness, org: RunningSandbox, hash: string): Promise<void> {
  await stayOnLoopback(page);
  await connectTo(harness, org);
  await harness.open(page, hash);
}

export function tokensOf(org: RunningSandbox, accountId: string): ApiToken[] {
  return (org.world.areas.admin as AdminState).tokensByAccount[accountId] ?? [];
}

/** Every token a scan of the whole directory can read: apps and accounts outside verified domains are skipped. */
export function scannableTokens(org: RunningSandbox): ApiToken[] {
  return org.world.people
    .filter((person) => person.domainVerified && person.accountType === 'atlassian')
    .flatMap((person) => tokensOf(org, person.accountId));
}

/**
 * A person of the world that fits, never the signed-in admin (reach them by `world.adminAccountId`) and
 * none that other tests already changed.
 */
export function findPerson(org: RunningSandbox, what: string, fits: (person: Person) => boolean, skip: readonly string[] = []): Person {
  const person = org.world.people.find(
    (candidate) => candidate.accountId !== org.world.adminAccountId && fits(candidate) && !skip.includes(candidate.accountId),
  );
  if (!person) throw new Error(`the sandbox world has no ${what}`);
  return person;
}

/** An ordinary account the admin may fully manage. */
export const manageable = (person: Person): boolean =>
  person.domainVerified &&
  person.accountType === 'atlassian' &&
  person.status === 'active' &&
  person.directory === 'none' &&
  !person.samlPolicy &&
  !person.exportControlBlocked;
