import { describe, expect, it } from 'vitest';
import { createWorld } from '../../../data/world';
import type { AreaModule } from '../../../kit';
import { bodyOf, titleOf } from '../content';
import { confluenceArea } from '../index';
import type { ConfluenceState, ContentRecord } from '../state';
import { TEST_NOW } from '../test-harness';
import { BAD_AUTOMATION_RUN } from './seed-bad-automation';
import { HISTORY_SHOWCASE } from './seed-history-showcase';

const world = createWorld({ seed: 'history-seed', scale: 'demo', now: TEST_NOW }, [confluenceArea as AreaModule<unknown>]);
const state = world.areas.confluence as ConfluenceState;
const automation = world.people.find((person) => person.accountType === 'app' && person.status === 'active')!;
const space = Object.values(state.spaces).find((candidate) => candidate.key === BAD_AUTOMATION_RUN.spaceKey)!;
const pages = Object.values(state.contents).filter((content) => content.type === 'page' && content.spaceId === space.id);
const byAutomation = (page: ContentRecord) => page.versions.filter((version) => version.authorId === automation.accountId);

describe('the demo world’s bad automation run', () => {
  const touched = pages.filter((page) => byAutomation(page).length > 0 && page.versions.length > 1);
  const runStart = Math.min(...touched.map((page) => Date.parse(byAutomation(page)[0]!.createdAt)));

  it('overwrote many pages of one space with one account within a minute', () => {
    expect(touched).toHaveLength(BAD_AUTOMATION_RUN.pages);
    for (const page of touched) {
      const edit = byAutomation(page)[0]!;
      expect(Date.parse(edit.createdAt) - runStart).toBeLessThan(60_000);
      expect(edit.message).toBe(BAD_AUTOMATION_RUN.message);
      // Everything before the run happened at least an hour before it, so "since the run" is unambiguous.
      const before = page.versions[page.versions.indexOf(edit) - 1]!;
      expect(Date.parse(before.createdAt)).toBeLessThan(runStart - 3_600_000);
      expect(bodyOf(page, before)).toContain('<table>');
      expect(bodyOf(page, edit)).not.toContain('<table>');
    }
    expect(touched.some((page) => titleOf(page).startsWith('[Synced] '))).toBe(true);
  });

  it('has exactly one of those pages edited afterwards by a person', () => {
    const later = touched.filter((page) => page.versions.at(-1)?.authorId !== automation.accountId);
    expect(later).toHaveLength(1);
    expect(later[0]?.versions.at(-1)).toMatchObject({ message: BAD_AUTOMATION_RUN.followUpMessage });
    expect(Date.parse(later[0]!.versions.at(-1)!.createdAt)).toBeGreaterThan(runStart + 3_600_000);
  });

  it('created a report page during the run', () => {
    const report = pages.find((page) => titleOf(page) === BAD_AUTOMATION_RUN.reportTitle)!;
    expect(report.versions).toHaveLength(1);
    expect(report.authorId).toBe(automation.accountId);
    expect(Date.parse(report.createdAt) - runStart).toBeLessThan(120_000);
  });
});

describe('the history showcase pages', () => {
  const find = (title: string) => Object.values(state.contents).find((content) => titleOf(content) === title)!;

  it('has a page whose versions change structure and carry markup a viewer must not run', () => {
    const rich = find(HISTORY_SHOWCASE.richTitle);
    expect(rich.versions[0]?.title).not.toBe(titleOf(rich));
    expect(bodyOf(rich)).toContain('<script>');
    expect(bodyOf(rich, rich.versions[0])).not.toContain('<table>');
  });

  it('has a history longer than one v2 page, and a version with broken markup', () => {
    expect(find(HISTORY_SHOWCASE.longTitle).versions.length).toBeGreaterThan(250);
    expect(bodyOf(find(HISTORY_SHOWCASE.brokenTitle), find(HISTORY_SHOWCASE.brokenTitle).versions[0])).toContain('&bogus;');
  });

  it('has a customised blueprint template', () => {
    const blueprint = Object.values(state.templates).find((template) => template.name === HISTORY_SHOWCASE.customisedBlueprint)!;
    expect(blueprint.blueprint).not.toBeNull();
    expect(blueprint.body).not.toBe(blueprint.blueprint?.originalBody);
  });
});
