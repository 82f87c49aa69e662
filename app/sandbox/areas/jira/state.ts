/**
 * Jira's part of the sandbox world. Everything is plain JSON (persistence writes it as is), ids are
 * numbers where Jira stores numbers and are turned into strings only when a response says so.
 */

export type StatusCategory = 'new' | 'indeterminate' | 'done';

export interface JiraProject {
  id: number;
  key: string;
  name: string;
  leadAccountId: string;
  /** Share of the organisation (0..1) who may browse the project; membership is hashed, see `membership.ts`. */
  browseShare: number;
  /** Share of the browsers who may also be assigned issues. */
  assignableShare: number;
  notificationSchemeId: number;
  // What the project reads answer (`generate/project-details.ts`). Optional: worlds saved before these
  // existed still load, and read as a company-managed software project with no description.
  typeKey?: JiraProjectType;
  /** Team-managed ("next-gen", `simplified`) rather than company-managed ("classic"). */
  teamManaged?: boolean;
  description?: string;
  /** Keys the project answered to before it was renamed, oldest first. */
  previousKeys?: string[];
  /** When an issue of the project last changed (ISO). */
  lastIssueUpdate?: string;
}

export type JiraProjectType = 'software' | 'service_desk' | 'business';

export interface JiraVersion {
  id: number;
  projectId: number;
  name: string;
  description?: string;
  archived: boolean;
  released: boolean;
  /** `yyyy-mm-dd`. */
  startDate?: string;
  /** `yyyy-mm-dd`. */
  releaseDate?: string;
  driverAccountId?: string;
  approverAccountIds: string[];
}

export interface JiraIssue {
  id: number;
  key: string;
  projectId: number;
  summary: string;
  statusCategory: StatusCategory;
  /** Resolution name, or null while the issue is unresolved. */
  resolution: string | null;
  fixVersionIds: number[];
  affectedVersionIds: number[];
  /** Version-picker custom field values, keyed by field id (`customfield_10100`). */
  versionFieldValues: Record<string, number[]>;
  reporterAccountId: string;
  /** Null while unassigned. */
  assigneeAccountId: string | null;
  watcherAccountIds: string[];
  componentIds: number[];
  /** User-picker custom field values (account ids), keyed by field id. */
  userFieldValues: Record<string, string[]>;
  /** Group-picker custom field values (group names), keyed by field id. */
  groupFieldValues: Record<string, string[]>;
  /** Behind an issue security level the site user is not in: Jira answers as if it did not exist. */
  restricted: boolean;
}

export type NotificationType =
  | 'CurrentAssignee'
  | 'Reporter'
  | 'CurrentUser'
  | 'ProjectLead'
  | 'ComponentLead'
  | 'User'
  | 'Group'
  | 'ProjectRole'
  | 'EmailAddress'
  | 'AllWatchers'
  | 'UserCustomField'
  | 'GroupCustomField';

export interface StoredNotification {
  id: number;
  notificationType: NotificationType;
  parameter?: string;
}

export interface StoredSchemeEvent {
  eventId: number;
  notifications: StoredNotification[];
}

export interface JiraNotificationScheme {
  id: number;
  name: string;
  description?: string;
  events: StoredSchemeEvent[];
}

export interface JiraGroup {
  name: string;
  groupId: string;
  /** Account ids, active or not. */
  memberAccountIds: string[];
}

/** Who plays a role in one project: people directly, and whole groups. */
export interface JiraRoleActors {
  projectId: number;
  roleId: number;
  accountIds: string[];
  groupNames: string[];
}

export interface JiraComponent {
  id: number;
  projectId: number;
  name: string;
  leadAccountId?: string;
}

/** An issue event: the system ones every site has, and custom ones built on a system event's template. */
export interface JiraIssueEvent {
  id: number;
  name: string;
  description: string;
  templateEventId?: number;
}

export interface JiraProjectRole {
  id: number;
  name: string;
  description: string;
}

export type CustomFieldKind = 'version' | 'user' | 'group';

export interface JiraCustomField {
  /** `customfield_10100`. */
  id: string;
  numericId: number;
  name: string;
  kind: CustomFieldKind;
}

export interface JiraState {
  projects: JiraProject[];
  versions: JiraVersion[];
  issues: JiraIssue[];
  notificationSchemes: JiraNotificationScheme[];
  defaultNotificationSchemeId: number;
  issueEvents: JiraIssueEvent[];
  groups: JiraGroup[];
  projectRoles: JiraProjectRole[];
  roleActors: JiraRoleActors[];
  components: JiraComponent[];
  customFields: JiraCustomField[];
  /**
   * Global permissions of the site user the credentials belong to. "Browse users and groups" hides
   * group members (403) and empties user searches; tests take it away to see how screens explain it.
   */
  siteUser: { browseUsersAndGroups: boolean };
  /** Next free ids; Jira hands out ids from one counter per kind and never reuses them. */
  nextIds: { version: number; notificationScheme: number; notification: number };
}
