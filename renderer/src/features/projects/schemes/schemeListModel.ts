import type { SchemeSummary } from '../../../../../app/contract/jira/schemes.channels';
import { projectLabel } from '../../../../../app/contract/jira/projects';

/** "Platform (PLAT), Mobile App (MOB) and 3 more". */
export function usageWords(projects: SchemeSummary['projects'], most = 3): string {
  const shown = projects.slice(0, most).map(projectLabel).join(', ');
  return projects.length > most ? `${shown} and ${projects.length - most} more` : shown;
}

/** Schemes whose name or a project's name or key holds the text; optionally only those no project uses. */
export function filterSchemes(schemes: readonly SchemeSummary[], text: string, unusedOnly: boolean): SchemeSummary[] {
  const needle = text.trim().toLowerCase();
  return schemes.filter((scheme) => {
    if (unusedOnly && (scheme.isDefault || scheme.projects.length > 0)) return false;
    if (needle === '') return true;
    return scheme.name.toLowerCase().includes(needle) || scheme.projects.some((project) => projectLabel(project).toLowerCase().includes(needle));
  });
}
