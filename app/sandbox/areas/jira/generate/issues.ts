import type { Rng } from '../../../kit';
import type { JiraIssue, JiraProject, JiraVersion, StatusCategory } from '../state';
import type { IssuePeopleFields } from './issue-people';

const SUMMARIES = [
  'Login fails after password reset',
  'Export to CSV drops the last row',
  'Add dark mode to settings',
  'Slow search on large projects',
  'Typo on the pricing page',
  'Crash when opening an empty report',
  'Upgrade logging library',
  'Notification e-mails sent twice',
  'Improve onboarding checklist',
  'Timezone shown wrong in activity feed',
];

const RESOLUTIONS = ['Done', 'Done', 'Done', "Won't Do", 'Duplicate', 'Cannot Reproduce'];

function someOf<T>(items: readonly T[], max: number, rng: Rng): T[] {
  const picked = new Set<T>();
  const wanted = rng.int(0, max);
  for (let attempt = 0; attempt < wanted * 2 && picked.size < wanted; attempt += 1) {
    if (items.length > 0) picked.add(rng.pick(items));
  }
  return [...picked];
}

function statusFor(fixVersion: JiraVersion | undefined, rng: Rng): StatusCategory {
  if (fixVersion?.released) return rng.chance(0.9) ? 'done' : 'indeterminate';
  const roll = rng.next();
  return roll < 0.45 ? 'new' : roll < 0.8 ? 'indeterminate' : 'done';
}

/** Issues of one project, with fix, affects and version-custom-field values pointing at its versions. */
export function generateProjectIssues(
  project: JiraProject,
  versions: readonly JiraVersion[],
  count: number,
  firstId: number,
  versionFieldIds: readonly string[],
  rng: Rng,
  peopleFields: () => IssuePeopleFields,
): JiraIssue[] {
  const released = versions.filter((version) => version.released);
  return Array.from({ length: count }, (_, index) => {
    const fixVersions = someOf(versions, 2, rng);
    const statusCategory = statusFor(fixVersions[0], rng);
    // A few done issues never got a resolution: a real-world wart that unresolved counts must show.
    const resolution = statusCategory === 'done' && rng.chance(0.95) ? rng.pick(RESOLUTIONS) : null;
    const versionFieldValues: Record<string, number[]> = {};
    for (const fieldId of versionFieldIds) {
      const values = someOf(versions, 1, rng).map((version) => version.id);
      if (values.length > 0) versionFieldValues[fieldId] = values;
    }
    return {
      id: firstId + index,
      key: `${project.key}-${index + 1}`,
      projectId: project.id,
      summary: rng.pick(SUMMARIES),
      statusCategory,
      resolution,
      fixVersionIds: fixVersions.map((version) => version.id),
      affectedVersionIds: rng.chance(0.4) ? someOf(released, 2, rng).map((version) => version.id) : [],
      versionFieldValues,
      ...peopleFields(),
    };
  });
}
