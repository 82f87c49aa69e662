import type { Person } from '../../../kit';
import { allocateId, type ConfluenceState, type ContentRecord, type GroupRecord, type RestrictionEntry, type SpaceRecord } from '../state';
import { uuidFrom } from './derived';
import type { GenerationScope } from './scope';

/**
 * The page-access questions admins ask, each made answerable in the demo: a view restriction inherited
 * from three levels up, a page only one person can edit, a restriction naming a deactivated account,
 * one naming a deleted group, a page the admin may not see, and a space whose home page is restricted.
 */
export const ACCESS_CASES = {
  spaceKey: 'ENG',
  audit: 'Security audit 2026',
  findings: 'Audit findings',
  remediation: 'Remediation plan',
  /** Three levels below the audit page, restricted only through it. */
  inherited: 'Access review notes',
  oneEditor: 'Payroll runbook',
  deactivated: 'Vendor contracts',
  deletedGroup: 'Audit evidence',
  deletedGroupName: 'temp-auditors',
  hidden: 'Private one-to-one notes',
  /** The space whose home page only its team and the site admins may view. */
  restrictedHomeSpaceKey: 'FIN',
  auditGroup: 'leadership',
} as const;

const entry = (userIds: string[] = [], groupIds: string[] = []): RestrictionEntry => ({ userIds, groupIds });

function groupNamed(state: ConfluenceState, name: string): GroupRecord | undefined {
  return Object.values(state.groups).find((group) => group.name === name);
}

/** A page of one version (its body derived), placed last among its siblings unless `position` is given. */
export function addPage(
  state: ConfluenceState,
  space: SpaceRecord,
  parentId: string | null,
  title: string,
  authorId: string,
  restrictions: ContentRecord['restrictions'],
  createdAt: string,
  position?: number,
): ContentRecord {
  const place = position ?? Object.values(state.contents).filter((content) => content.type === 'page' && content.parentId === parentId).length;
  const page: ContentRecord = {
    id: allocateId(state),
    type: 'page',
    status: 'current',
    spaceId: space.id,
    parentId,
    position: place,
    authorId,
    ownerId: authorId,
    createdAt,
    versions: [{ number: 1, authorId, createdAt, message: '', minorEdit: false, title, body: null, bodySeed: 1 }],
    labelIds: [],
    restrictions,
    draft: null,
  };
  state.contents[page.id] = page;
  return page;
}

const open = (): ContentRecord['restrictions'] => ({ read: entry(), update: entry() });

export function seedAccessCases(scope: GenerationScope, people: readonly Person[]): void {
  const { state, adminAccountId: admin } = scope;
  const spaces = Object.values(state.spaces);
  const space = spaces.find((candidate) => candidate.key === ACCESS_CASES.spaceKey);
  const auditGroup = groupNamed(state, ACCESS_CASES.auditGroup);
  const siteAdmins = groupNamed(state, 'site-admins');
  const colleague = scope.authors.find((accountId) => accountId !== admin && !(siteAdmins?.memberIds.includes(accountId) ?? false));
  const leaver = people.find((person) => person.status === 'inactive' && person.accountType === 'atlassian');
  if (space === undefined || space.homepageId === null || auditGroup === undefined || siteAdmins === undefined || colleague === undefined) return;

  const created = new Date(scope.now - 40 * 86_400_000).toISOString();
  const audit = addPage(state, space, space.homepageId, ACCESS_CASES.audit, admin, { read: entry([admin], [auditGroup.id]), update: entry([admin]) }, created);
  const findings = addPage(state, space, audit.id, ACCESS_CASES.findings, admin, open(), created);
  const remediation = addPage(state, space, findings.id, ACCESS_CASES.remediation, admin, open(), created);
  addPage(state, space, remediation.id, ACCESS_CASES.inherited, admin, open(), created);
  addPage(state, space, space.homepageId, ACCESS_CASES.oneEditor, colleague, { read: entry(), update: entry([colleague]) }, created);
  addPage(state, space, space.homepageId, ACCESS_CASES.deactivated, admin, { read: entry([admin, ...(leaver === undefined ? [] : [leaver.accountId])]), update: entry() }, created);

  const removedId = uuidFrom(`${admin}:group:${ACCESS_CASES.deletedGroupName}`);
  state.groups[removedId] = {
    id: removedId,
    name: ACCESS_CASES.deletedGroupName,
    usageType: 'USERBASE_GROUP',
    managedBy: 'ADMINS',
    memberIds: [colleague],
    deletedAt: new Date(scope.now - 10 * 86_400_000).toISOString(),
  };
  addPage(state, space, space.homepageId, ACCESS_CASES.deletedGroup, admin, { read: entry([admin], [removedId]), update: entry() }, created);
  addPage(state, space, space.homepageId, ACCESS_CASES.hidden, colleague, { read: entry([colleague]), update: entry([colleague]) }, created);

  const finance = spaces.find((candidate) => candidate.key === ACCESS_CASES.restrictedHomeSpaceKey);
  const financeGroup = groupNamed(state, 'finance');
  const home = finance?.homepageId === null || finance === undefined ? undefined : state.contents[finance.homepageId];
  if (home !== undefined && financeGroup !== undefined) home.restrictions.read = entry([], [financeGroup.id, siteAdmins.id]);
}
