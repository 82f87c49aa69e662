import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfluenceState } from '../../../sandbox/areas/confluence/state';
import { sandboxSecrets, startCoreOnSandbox, type CoreOnSandbox } from '../../testing/sandbox-core.test-support';

let env: CoreOnSandbox;
let connectionId: string;
beforeAll(async () => {
  env = await startCoreOnSandbox();
  connectionId = env.connectionId;
});
afterAll(() => env.close());

const confluence = () => env.sandbox.world.areas.confluence as ConfluenceState;

describe('templates', () => {
  it('records a template deletion by the template’s name', async () => {
    const created = await env.ok('confluence.templates.create', { connectionId, name: 'Offboarding checklist', body: { value: '<p>Steps</p>' } });
    await env.ok('confluence.templates.delete', { connectionId, templateId: created.templateId });
    expect((await env.activity('confluence.templates.delete'))[0]?.target).toBe('Template “Offboarding checklist”');
  });

  it('copies a template into other spaces, skipping one that already has that name, and logs it', async () => {
    const [first, second, third] = Object.values(confluence().spaces);
    const template = await env.ok('confluence.templates.create', { connectionId, name: 'Weekly status', body: { value: '<p>Status</p>' }, spaceKey: first!.key });
    await env.ok('confluence.templates.create', { connectionId, name: 'Weekly status', body: { value: '<p>Other</p>' }, spaceKey: third!.key });
    const { outcomes } = await env.ok('confluence.templates.createCopies', { connectionId, templateId: template.templateId, spaceKeys: [second!.key, third!.key] });
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['done', 'skipped']);
    expect(Object.values(confluence().templates).filter((item) => item.name === 'Weekly status').map((item) => item.spaceKey).sort()).toEqual(
      [first!.key, second!.key, third!.key].sort(),
    );
    expect((await env.activity('confluence.templates.createCopies'))[0]).toMatchObject({ target: `Template “Weekly status”: copy to ${second!.key}, ${third!.key}`, outcome: 'success' });
  });

  it('never shows a secret in what it answers or logs', async () => {
    const shown = await env.everythingShown();
    for (const secret of sandboxSecrets(env.sandbox)) expect(shown).not.toContain(secret);
  });
});
