import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConfluenceState, ContentRecord } from '../sandbox/areas/confluence/state';
import { startCoreOnSandbox, type CoreOnSandbox } from './testing/sandbox-core.test-support';

let env: CoreOnSandbox;
beforeEach(async () => {
  env = await startCoreOnSandbox();
});
afterEach(() => env.close());

const settingsFile = () => readFile(join(env.dataDir, 'settings.json'), 'utf8');

describe('removing a connection', () => {
  it('clears everything each area kept for it: people and pages opened, restriction changes for Undo', async () => {
    const connectionId = env.connectionId;
    const person = env.sandbox.world.people.find((candidate) => candidate.status === 'active' && candidate.email !== null);
    if (!person) throw new Error('the sandbox has no active person');
    await env.ok('users.recentPeople.add', {
      connectionId,
      person: { accountId: person.accountId, displayName: person.displayName, email: person.email, avatarUrl: null, accountType: 'atlassian', active: true, foundIn: ['jira'] },
    });
    const confluence = env.sandbox.world.areas.confluence as ConfluenceState;
    const page = Object.values(confluence.contents).find((content: ContentRecord) => content.type === 'page' && content.status === 'current');
    if (!page) throw new Error('the sandbox has no page');
    const pageTitle = page.versions.at(-1)?.title ?? '';
    await env.ok('confluence.recentPages.add', { connectionId, pageId: page.id });
    const edits = [{ operation: 'update' as const, action: 'add' as const, principal: { type: 'user' as const, id: env.sandbox.world.adminAccountId } }];
    const preview = await env.ok('confluence.access.plan', { connectionId, pageId: page.id, edits });
    await env.ok('confluence.access.update', { connectionId, pageId: page.id, edits, expectedHash: preview.restrictionsHash });

    const kept = await settingsFile();
    for (const trace of [connectionId, person.email ?? '', pageTitle]) expect(kept).toContain(trace);

    await env.ok('app.connections.remove', { id: connectionId });
    const left = await settingsFile();
    for (const trace of [connectionId, person.email ?? '', person.accountId, pageTitle]) expect(left).not.toContain(trace);
  });
});
