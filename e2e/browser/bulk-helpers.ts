import type { Locator, Page } from '@playwright/test';
import { expect, type Harness } from '../fixtures/harness';

/** One row of a bulk change's results CSV. */
export interface ResultRow {
  item: string;
  outcome: string;
  reason: string;
  changes: string;
}

/** RFC 4180 cells: quoted cells may hold commas, line breaks and doubled quotes. */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[index + 1] === '\n') index += 1;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  return records;
}

/**
 * The results every bulk change ends with: "Retry failed" is there (refused, saying why, when nothing failed) and
 * "Save results as CSV" downloads one row an item. Answers the rows, for the caller to hold against the world.
 */
export async function bulkResults(page: Page, harness: Harness, scope: Locator, options: { failed: number } = { failed: 0 }): Promise<ResultRow[]> {
  const results = scope.getByRole('region', { name: 'Results' });
  await expect(results).toBeVisible({ timeout: 0 });
  const retry = results.getByRole('button', { name: /^Retry failed/ });
  if (options.failed === 0) {
    await expect(retry).toHaveAttribute('aria-disabled', 'true');
    await expect(retry).toHaveAccessibleDescription('Nothing failed, so there is nothing to retry.');
  } else await expect(retry).not.toHaveAttribute('aria-disabled', 'true');
  const { text } = await harness.download(page, () => results.getByRole('button', { name: 'Save results as CSV' }).click());
  const [header, ...rows] = csvRecords(text);
  expect(header?.slice(0, 4)).toEqual(['Item', 'Outcome', 'Reason', 'Changes made']);
  return rows.map(([item = '', outcome = '', reason = '', changes = '']) => ({ item, outcome, reason, changes }));
}
