import type { ProjectName } from '../../../../../app/contract/jira/schemes.channels';
import { projectLabel } from '../../../../../app/contract/jira/projects';
import { plural } from '../../../../../app/contract/words';

/** Who a change to the scheme reaches, said before anything is applied. */
export function affectsWords(projects: readonly ProjectName[], isDefault: boolean): string {
  const names = projects.slice(0, 4).map(projectLabel).join(', ');
  const more = projects.length > 4 ? ` and ${projects.length - 4} more` : '';
  const used =
    projects.length === 0
      ? 'No project uses this scheme now'
      : `Affects ${plural(projects.length, 'project')}: ${names}${more}`;
  return isDefault ? `${used}. Every new project gets this scheme too.` : `${used}.`;
}
