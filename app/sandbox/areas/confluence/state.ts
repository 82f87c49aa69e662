/**
 * The Confluence part of the sandbox world. Everything here must stay JSON-serialisable, so records
 * live in plain objects keyed by id (fast lookups, and integer-like keys keep creation order).
 */

export type ContentType = 'page' | 'blogpost';
/** `deleted` is kept only transiently; purged records are removed from the state. */
export type ContentStatus = 'current' | 'draft' | 'archived' | 'trashed';
export type RestrictedOperation = 'read' | 'update';

export interface VersionRecord {
  number: number;
  authorId: string;
  createdAt: string;
  message: string;
  minorEdit: boolean;
  title: string;
  /**
   * Storage-format body. Null means "derive it from the content id and the version's seed"; this keeps
   * a 20,000-page world cheap to generate and to persist.
   */
  body: string | null;
  /** Seed of the derived body; survives renumbering when an older version is deleted. */
  bodySeed: number;
}

export interface RestrictionEntry {
  userIds: string[];
  groupIds: string[];
}

export interface ContentRecord {
  id: string;
  type: ContentType;
  status: ContentStatus;
  spaceId: string;
  parentId: string | null;
  position: number | null;
  authorId: string;
  ownerId: string;
  createdAt: string;
  /** Ascending by number; the last entry is the current version. */
  versions: VersionRecord[];
  labelIds: string[];
  restrictions: Record<RestrictedOperation, RestrictionEntry>;
  /** An unpublished edit of a published page (v2 PUT with status draft). */
  draft: { title: string; body: string; authorId: string; createdAt: string } | null;
}

export interface SpaceRecord {
  id: string;
  key: string;
  /** The name the space goes by in page addresses, when it was created with one (`POST /spaces`). */
  alias?: string;
  name: string;
  type: 'global' | 'collaboration' | 'knowledge_base' | 'personal';
  status: 'current' | 'archived';
  authorId: string;
  ownerId: string;
  createdAt: string;
  homepageId: string | null;
  description: string;
  labelIds: string[];
  favoritedBy: string[];
  permissions: SpacePermissionRecord[];
}

export interface SpacePermissionRecord {
  id: string;
  principal: { type: 'user' | 'group'; id: string };
  operation: { key: string; targetType: string };
}

export interface GroupRecord {
  id: string;
  name: string;
  usageType: 'USERBASE_GROUP' | 'TEAM_COLLABORATION';
  managedBy: 'ADMINS' | 'EXTERNAL' | 'TEAM_MEMBERS' | 'OPEN';
  /** Account ids of the members; decides group grants in space permissions and restrictions. */
  memberIds: string[];
  /**
   * When the group was deleted from the directory. Restrictions that named it keep its id (as they do
   * in Confluence, until someone edits them), but the group itself is gone: `group/by-id` answers 404.
   */
  deletedAt: string | null;
}

export interface LabelRecord {
  id: string;
  name: string;
  prefix: 'global' | 'team' | 'my';
}

export interface AttachmentVersionRecord {
  number: number;
  authorId: string;
  createdAt: string;
  message: string;
  minorEdit: boolean;
  fileSize: number;
  mediaType: string;
  title: string;
}

export type AttachmentContainerType = 'page' | 'blogpost' | 'custom-content';

export interface AttachmentRecord {
  /** Numeric part only; the API shows it as `att<id>`. */
  id: string;
  status: 'current' | 'archived' | 'trashed';
  containerType: AttachmentContainerType;
  containerId: string;
  fileId: string;
  comment: string;
  createdAt: string;
  labelIds: string[];
  versions: AttachmentVersionRecord[];
}

export interface CustomContentType {
  key: string;
  /** Whether DELETE moves to the trash (true) or purges at once. */
  supportsTrash: boolean;
}

export interface CustomContentRecord {
  id: string;
  type: string;
  status: 'current' | 'draft' | 'trashed';
  title: string;
  spaceId: string;
  pageId: string | null;
  blogPostId: string | null;
  customContentId: string | null;
  authorId: string;
  createdAt: string;
  versions: Array<{ number: number; authorId: string; createdAt: string; message: string; minorEdit: boolean }>;
  body: { representation: 'storage' | 'atlas_doc_format' | 'raw'; value: string };
}

export interface TemplateRecord {
  templateId: string;
  name: string;
  description: string;
  templateType: 'page';
  body: string;
  labels: string[];
  spaceKey: string | null;
  /** Set for blueprint templates, which the REST API refuses to create or update. */
  blueprint: { pluginKey: string; moduleKey: string; originalBody: string } | null;
}

export interface ConfluenceState {
  /** One id sequence for every numeric Confluence id, as the real service shares one. */
  nextId: number;
  spaces: Record<string, SpaceRecord>;
  contents: Record<string, ContentRecord>;
  groups: Record<string, GroupRecord>;
  labels: Record<string, LabelRecord>;
  attachments: Record<string, AttachmentRecord>;
  customContentTypes: CustomContentType[];
  customContent: Record<string, CustomContentRecord>;
  templates: Record<string, TemplateRecord>;
}

export function allocateId(state: ConfluenceState): string {
  const id = state.nextId;
  state.nextId += 1;
  return String(id);
}
