import type { Finding, FindingKind, FindingLink, OffboardProduct } from '../../../../../app/contract/offboarding/leavers.channels';
import { plural } from '../../../../../app/contract/words';
import { accountPath, pageAccessPath, projectPath, schemePath } from '../../../shared/areaLinks';

/** The products in the order a leaver's findings and a record's counts are shown. */
export const PRODUCTS: readonly OffboardProduct[] = ['admin', 'confluence', 'jira'];

export const productWords: Record<OffboardProduct, string> = { admin: 'Admin', confluence: 'Confluence', jira: 'Jira' };

export function productOf(kind: FindingKind): OffboardProduct {
  if (kind === 'account' || kind === 'token') return 'admin';
  if (kind === 'schemeRecipient' || kind === 'projectLead') return 'jira';
  return 'confluence';
}

/** How each kind is counted in a heading ("3 pages they own"). */
const kindCount: Record<FindingKind, (count: number) => string> = {
  account: (count) => plural(count, 'account'),
  token: (count) => plural(count, 'API token'),
  owner: (count) => `${plural(count, 'page or blog post', 'pages and blog posts')} they own`,
  restriction: (count) => `${plural(count, 'restriction')} naming them`,
  spaceAdmin: (count) => `${plural(count, 'space')} they alone administer`,
  schemeRecipient: (count) => `${plural(count, 'notification scheme')} naming them`,
  projectLead: (count) => `${plural(count, 'project')} they lead`,
};

export function kindCountWords(kind: FindingKind, count: number): string {
  return kindCount[kind](count);
}

/** Where Orgdesk handles a finding: a page's Access tab, a scheme's matrix, a project, an account. */
export function findingPath(link: FindingLink): string {
  switch (link.screen) {
    case 'page':
      return pageAccessPath(link.pageId);
    case 'scheme':
      return schemePath(link.schemeId);
    case 'project':
      return projectPath(link.projectKey);
    case 'account':
      return accountPath(link.accountId);
  }
}

/** What the link opens, for its name: "Open its access", "Open the scheme". */
export const linkWords: Record<FindingLink['screen'], string> = {
  page: 'Open who can view and edit',
  scheme: 'Open the scheme',
  project: 'Open the project',
  account: 'Open the account',
};

const OPERATION: Record<'read' | 'update', string> = { read: 'view', update: 'edit' };

/** A finding's detail in one plain sentence, under its name. */
export function findingDetail(finding: Finding): string {
  switch (finding.kind) {
    case 'owner':
      return `${finding.contentType === 'page' ? 'Page' : 'Blog post'} owner, in ${finding.space.name}`;
    case 'restriction':
      return finding.alone
        ? `Only they can ${OPERATION[finding.operation]} it: once they are gone, nobody can.`
        : `Who can ${OPERATION[finding.operation]}: them and ${finding.others.join(', ')}`;
    case 'spaceAdmin':
      return 'The space’s only administrator. Orgdesk cannot hand this over: give someone else admin rights in the space settings.';
    case 'schemeRecipient': {
      const only = finding.events.filter((event) => event.onlyRecipient).length;
      const events = `${plural(finding.events.length, 'event')} notify them${only > 0 ? ` (${only.toLocaleString('en')} only them)` : ''}`;
      const projects = finding.projects.length === 0 ? 'no project uses it' : `used by ${finding.projects.map((project) => project.key).join(', ')}`;
      return `${events}; ${projects}`;
    }
    case 'projectLead':
      return `Lead of ${finding.name} (${finding.projectKey})`;
    case 'token':
      return `API token, created ${finding.createdAt.slice(0, 10)}${finding.expiresAt ? `, expires ${finding.expiresAt.slice(0, 10)}` : ''}`;
    case 'account':
      return finding.canDeactivate ? 'Orgdesk can deactivate it.' : `Orgdesk cannot deactivate it: ${finding.refusal?.text ?? 'Atlassian refuses it.'}`;
  }
}
