import type { Person, Rng } from '../../../kit';
import { addDays } from '../dates';
import type { JiraProject, JiraVersion } from '../state';

const DESCRIPTIONS = [
  'Quarterly feature release.',
  'Bug-fix release.',
  'Security patches and dependency upgrades.',
  'Performance work.',
  'Hotfix for the previous release.',
];

/**
 * A project's release history: the oldest versions are released and archived, then released ones,
 * one current version that is overdue, and future versions of which the last have no dates yet.
 */
export function generateProjectVersions(
  project: JiraProject,
  count: number,
  firstId: number,
  today: string,
  rng: Rng,
  drivers: readonly Person[],
): JiraVersion[] {
  const current = Math.max(1, count - 3);
  const spacingDays = rng.int(21, 42);
  let major = 1;
  let minor = 0;
  return Array.from({ length: count }, (_, index) => {
    if (index > 0 && rng.chance(0.25)) {
      major += 1;
      minor = 0;
    } else if (index > 0) {
      minor += 1;
    }
    // The current version is always a little late: overdue versions are what release screens flag.
    const offset = index === current ? -rng.int(1, 12) : (index - current) * spacingDays + rng.int(-5, 10);
    const releaseDate = addDays(today, offset);
    const version: JiraVersion = {
      id: firstId + index,
      projectId: project.id,
      name: `${major}.${minor}`,
      archived: index < Math.min(2, current - 1),
      released: index < current,
      approverAccountIds: [],
    };
    const undated = index >= count - 1 && index > current;
    if (!undated) {
      version.startDate = addDays(releaseDate, -spacingDays);
      version.releaseDate = releaseDate;
    }
    if (rng.chance(0.6)) version.description = rng.pick(DESCRIPTIONS);
    if (drivers.length > 0 && rng.chance(0.5)) version.driverAccountId = rng.pick(drivers).accountId;
    if (drivers.length > 0 && index === current) {
      version.approverAccountIds = [rng.pick(drivers).accountId];
    }
    return version;
  });
}
