import type { Rng, Scale } from '../../../kit';
import type { JiraProject, JiraProjectType } from '../state';

/** The demo's four projects, as a new admin should find them: one of each kind a site usually has. */
const DEMO_DETAILS: Record<string, Pick<JiraProject, 'typeKey' | 'teamManaged' | 'description' | 'previousKeys'>> = {
  PLAT: { typeKey: 'software', teamManaged: false, description: 'Shared services every product builds on: sign-in, billing and search.' },
  MOB: { typeKey: 'software', teamManaged: true, description: 'The iOS and Android apps.' },
  OPS: { typeKey: 'service_desk', teamManaged: false, description: 'Requests and incidents for IT: laptops, access and outages.', previousKeys: ['IT'] },
  WEB: { typeKey: 'business', teamManaged: false, description: 'Campaign pages and the public website.', previousKeys: ['MKT'] },
  SEC: { typeKey: 'software', teamManaged: false, description: 'Security reviews, findings and their fixes.' },
};

const TYPE_SHARES: readonly [JiraProjectType, number][] = [
  ['software', 0.6],
  ['business', 0.25],
  ['service_desk', 0.15],
];

function pickType(rng: Rng): JiraProjectType {
  let roll = rng.next();
  for (const [type, share] of TYPE_SHARES) {
    if (roll < share) return type;
    roll -= share;
  }
  return 'software';
}

const DAY_MS = 86_400_000;

/**
 * Gives each project its type, management style, description, former keys and the time an issue last
 * changed. Draws from its own stream, so adding these left every other generated value as it was.
 */
export function describeProjects(projects: JiraProject[], scale: Scale, now: string, rng: Rng): void {
  const nowMs = Date.parse(now);
  for (const project of projects) {
    const demo = DEMO_DETAILS[project.key];
    const typeKey = demo?.typeKey ?? pickType(rng);
    const details = demo ?? {
      typeKey,
      teamManaged: typeKey !== 'service_desk' && rng.chance(0.3),
      description: rng.chance(0.8) ? `Work of the ${project.name} team.` : '',
      ...(rng.chance(0.05) ? { previousKeys: [`${project.key}X`] } : {}),
    };
    // Demo projects were all busy this week; large worlds also hold projects nobody touched for a year.
    const quietDays = scale === 'demo' ? rng.int(0, 6) : rng.int(0, 400);
    const lastIssueUpdate = new Date(nowMs - quietDays * DAY_MS - rng.int(0, DAY_MS / 1000 - 1) * 1000).toISOString();
    Object.assign(project, details, { lastIssueUpdate });
  }
}
