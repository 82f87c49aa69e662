import type { ConfluenceState, TemplateRecord } from '../../app/sandbox/areas/confluence/state';
import type { RunningSandbox } from '../../app/sandbox/server';
import { expect, openConnected, test } from '../fixtures/organization';

const NAME = 'Incident review (e2e)';

function templatesNamed(org: RunningSandbox, name: string): TemplateRecord[] {
  return Object.values((org.world.areas.confluence as ConfluenceState).templates).filter((template) => template.name === name);
}

test('creates a space template, edits it, copies it to another space and deletes it, each as the sandbox sees it', async ({ page, harness, org }) => {
  const spaces = Object.values((org.world.areas.confluence as ConfluenceState).spaces).filter((space) => space.type !== 'personal' && space.status === 'current');
  const [home, other] = spaces;
  if (!home || !other) throw new Error('the organization needs two spaces');

  await page.clock.install();
  await openConnected(page, harness, org, '/content/templates');
  await page.getByLabel('Templates of').click();
  await page.getByRole('option', { name: `${home.name} (${home.key})` }).click();

  await page.getByRole('button', { name: 'New template' }).click();
  const editor = page.getByRole('dialog', { name: /^New template in/ });
  await editor.getByRole('textbox', { name: 'Name' }).fill(NAME);
  await editor.getByRole('textbox', { name: 'Description' }).fill('What to write after an incident');
  await editor.getByRole('textbox', { name: /^Body/ }).fill('<h2>What happened</h2><p>Summary here.</p>');
  await expect(editor.getByRole('region', { name: 'Preview' })).toContainText('What happened');
  await editor.getByRole('button', { name: 'Create template' }).click();
  const created = page.getByRole('status').filter({ hasText: `Template “${NAME}” was created.` });
  await expect(created).toBeVisible();
  expect(templatesNamed(org, NAME).map((template) => template.spaceKey)).toEqual([home.key]);
  // A result stays until the admin moves on: a minute later it is still there, and the next click puts it away.
  await page.clock.fastForward('01:00');
  await expect(created).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(created).toBeHidden();

  await page.getByRole('button', { name: `Edit ${NAME}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit “${NAME}”` });
  await edit.getByRole('textbox', { name: /^Body/ }).fill('<h2>What happened</h2><p>Timeline and causes.</p>');
  await edit.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText(`Template “${NAME}” was saved.`)).toBeVisible();
  expect(templatesNamed(org, NAME)[0]?.body).toContain('Timeline and causes.');

  await page.getByRole('button', { name: `Copy to spaces: ${NAME}` }).click();
  const copy = page.getByRole('dialog', { name: `Copy “${NAME}” to other spaces` });
  await copy.getByRole('checkbox', { name: `${other.name} (${other.key})` }).check();
  await copy.getByRole('button', { name: 'Copy to 1 space' }).click();
  await expect(copy.getByRole('list', { name: 'What happened in each space' }).getByRole('listitem')).toContainText(`Copied: ${other.name}`);
  expect(templatesNamed(org, NAME).map((template) => template.spaceKey).sort()).toEqual([home.key, other.key].sort());
  await copy.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: `Delete ${NAME}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete the template “${NAME}”?` });
  await confirm.getByRole('button', { name: 'Delete template' }).click();
  // The list is the lasting sign: the notice saying so hides after five seconds, which a loaded CI
  // machine can spend between two steps.
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: `Delete ${NAME}` })).toHaveCount(0);
  expect(templatesNamed(org, NAME).map((template) => template.spaceKey)).toEqual([other.key]);
});

test('a half-written template is not thrown away by Escape or Cancel, and a global one is not created before the admin says so', async ({ page, harness, org }) => {
  const before = Object.keys((org.world.areas.confluence as ConfluenceState).templates).length;
  await openConnected(page, harness, org, '/content/templates');
  await page.getByLabel('Templates of').click();
  await page.getByRole('option', { name: 'Global templates (every space)' }).click();

  await page.getByRole('button', { name: 'New template' }).click();
  const editor = page.getByRole('dialog', { name: 'New template (global)' });
  // The dialog opens in its first field.
  await expect(editor.getByRole('checkbox', { name: /I understand/ })).toBeFocused();
  await editor.getByRole('textbox', { name: 'Name' }).fill('Quarterly plan (e2e)');

  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Discard what you entered?' });
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(editor.getByRole('textbox', { name: 'Name' })).toHaveValue('Quarterly plan (e2e)');

  // Creating without the acknowledgement: the reason sits next to the box and focus moves to it.
  await editor.getByRole('button', { name: 'Create template' }).click();
  const understood = editor.getByRole('checkbox', { name: /I understand/ });
  await expect(understood).toBeFocused();
  await expect(understood).toHaveAccessibleDescription('Tick this to confirm the template will be global.');
  await expect(understood).toBeInViewport();
  expect(Object.keys((org.world.areas.confluence as ConfluenceState).templates)).toHaveLength(before);

  await editor.getByRole('button', { name: 'Cancel' }).click();
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(editor).toBeHidden();
  expect(Object.keys((org.world.areas.confluence as ConfluenceState).templates)).toHaveLength(before);
});
