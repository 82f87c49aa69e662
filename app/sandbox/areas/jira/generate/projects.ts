import type { Person, Rng } from '../../../kit';
import type { JiraProject } from '../state';

const DEMO_PROJECTS = [
  { key: 'PLAT', name: 'Platform' },
  { key: 'MOB', name: 'Mobile App' },
  { key: 'OPS', name: 'IT Operations' },
  { key: 'WEB', name: 'Marketing Website' },
  { key: 'SEC', name: 'Security' },
] as const;

const AREA_WORDS = ['Billing', 'Search', 'Identity', 'Payments', 'Reporting', 'Onboarding', 'Analytics', 'Catalog'];
const TEAM_WORDS = ['Core', 'Edge', 'Growth', 'Insights', 'Mobile', 'Partner', 'Retail', 'Support'];

function projectNaming(index: number, rng: Rng): { key: string; name: string } {
  const demo = DEMO_PROJECTS[index];
  if (demo) return demo;
  const area = rng.pick(AREA_WORDS);
  const team = rng.pick(TEAM_WORDS);
  const number = index + 1;
  return { key: `${area.slice(0, 2).toUpperCase()}${team.slice(0, 1)}${number}`, name: `${team} ${area} ${number}` };
}

export function generateProjects(count: number, rng: Rng, people: readonly Person[], fallbackLead: string): JiraProject[] {
  const leads = people.filter((person) => person.status === 'active' && person.accountType === 'atlassian');
  return Array.from({ length: count }, (_, index) => {
    const naming = projectNaming(index, rng);
    return {
      id: 10000 + index,
      key: naming.key,
      name: naming.name,
      leadAccountId: leads.length > 0 ? rng.pick(leads).accountId : fallbackLead,
      browseShare: 0.5 + rng.next() * 0.5,
      assignableShare: 0.3 + rng.next() * 0.5,
      // Filled in once the schemes exist.
      notificationSchemeId: 0,
    };
  });
}
