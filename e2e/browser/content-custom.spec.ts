import type { ConfluenceState } from '../../app/sandbox/areas/confluence/state';
import { expect, openConnected, test } from '../fixtures/organization';

test('custom content is picked by the names of the types the space has, not by typing a key', async ({ page, harness, org }) => {
  const state = org.world.areas.confluence as ConfluenceState;
  const items = Object.values(state.customContent).filter((item) => item.status === 'current' && item.type.endsWith(':decision-log') && item.pageId === null && item.blogPostId === null);
  const space = Object.values(state.spaces).find((candidate) => items.some((item) => item.spaceId === candidate.id));
  if (!space) throw new Error('no space has decision log items');
  const inSpace = items.filter((item) => item.spaceId === space.id);

  await openConnected(page, harness, org, '/content/custom-content');
  await page.getByLabel('Space').click();
  await page.getByRole('option', { name: `${space.name} (${space.key})` }).click();
  const type = page.getByRole('combobox', { name: 'Content type' });
  await expect(type).toBeVisible();
  await type.click();
  const choice = page.getByRole('option', { name: /^Decision log/ });
  await expect(choice).toContainText('from com.orgdesk.demo');
  await choice.click();
  await expect(type).toHaveText('Decision log');
  const grid = page.getByRole('grid');
  for (const item of inSpace.slice(0, 3)) await expect(grid.getByText(item.title, { exact: true }).first()).toBeVisible();
});
