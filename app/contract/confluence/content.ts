import { z } from 'zod';
import { AccountId, OnConnection } from '../channels/common';

/*
 * Confluence (classic REST v1 and REST v2). Models first, then the channels. Every list channel is one
 * page at a time: `cursor` is the opaque token the previous page returned as `nextCursor`, and the
 * offset lists (classic API) take `start`/`limit` and answer `nextStart`.
 */

// ---------------------------------------------------------------------------------------- models

const nullableText = z.string().nullable();

/** A Confluence user. Privacy settings may hide e-mail, name, picture and time zone: they stay null. */
export const ConfluenceUser = z.object({
  accountId: nullableText,
  /** `known`, `unknown`, `anonymous` or `user`. */
  type: z.string(),
  accountType: nullableText,
  displayName: nullableText,
  publicName: nullableText,
  email: nullableText,
  profilePicturePath: nullableText,
  timeZone: nullableText,
  isGuest: z.boolean(),
});
export type ConfluenceUser = z.infer<typeof ConfluenceUser>;

export const ConfluenceGroup = z.object({ id: nullableText, name: z.string() });
export type ConfluenceGroup = z.infer<typeof ConfluenceGroup>;

export const RestrictedOperation = z.enum(['read', 'update']);
export type RestrictedOperation = z.infer<typeof RestrictedOperation>;

/** Who one operation is restricted to. Both lists empty: the page follows the space permissions. */
export const OperationRestriction = z.object({
  operation: z.string(),
  /** Null when users were not expanded. */
  users: z.array(ConfluenceUser).nullable(),
  /** Users in this operation overall (the list above is one page of them). */
  userTotal: z.number().int().nullable(),
  /** Null when groups were not expanded. */
  groups: z.array(ConfluenceGroup).nullable(),
});
export type OperationRestriction = z.infer<typeof OperationRestriction>;

export const RestrictionList = z.object({
  operations: z.array(OperationRestriction),
  start: z.number().int(),
  limit: z.number().int(),
  /** Where the next page of users and groups starts; null when every operation is complete. */
  nextStart: z.number().int().nullable(),
  restrictionsHash: nullableText,
});
export type RestrictionList = z.infer<typeof RestrictionList>;

export const ContentVersion = z.object({
  number: z.number().int(),
  message: z.string(),
  minorEdit: z.boolean(),
  authorId: nullableText,
  createdAt: nullableText,
});
export type ContentVersion = z.infer<typeof ContentVersion>;

export const VersionDetail = ContentVersion.extend({
  contentTypeModified: z.boolean().nullable(),
  collaborators: z.array(z.string()),
  prevVersion: z.number().int().nullable(),
  nextVersion: z.number().int().nullable(),
});
export type VersionDetail = z.infer<typeof VersionDetail>;

export const ContentTemplate = z.object({
  templateId: z.string(),
  name: z.string(),
  description: z.string(),
  templateType: z.string(),
  labels: z.array(z.string()),
  /** Null for a global template. */
  spaceKey: nullableText,
  /** Blueprint templates come with Confluence or an app; they cannot be created or edited here. */
  isBlueprint: z.boolean(),
  /** Storage-format markup; null unless the body was asked for. */
  body: nullableText,
});
export type ContentTemplate = z.infer<typeof ContentTemplate>;

export const SearchHit = z.object({
  title: z.string(),
  excerpt: z.string(),
  url: z.string(),
  entityType: z.string(),
  lastModified: nullableText,
  friendlyLastModified: nullableText,
  content: z.object({ id: z.string(), type: z.string(), title: z.string(), status: nullableText }).nullable(),
  space: z.object({ key: z.string(), name: z.string() }).nullable(),
});
export type SearchHit = z.infer<typeof SearchHit>;

const BodyRepresentation = z.enum(['storage', 'atlas_doc_format', 'wiki', 'raw', 'view', 'export_view', 'anonymous_export_view', 'styled_view', 'editor']);
export const ContentBody = z.object({ representation: z.string(), value: z.string() });
export type ContentBody = z.infer<typeof ContentBody>;

export const ConfluencePage = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  spaceId: nullableText,
  parentId: nullableText,
  parentType: nullableText,
  authorId: nullableText,
  ownerId: nullableText,
  createdAt: nullableText,
  version: ContentVersion.nullable(),
  body: ContentBody.nullable(),
  webuiPath: nullableText,
});
export type ConfluencePage = z.infer<typeof ConfluencePage>;

export const ConfluencePageDetail = ConfluencePage.extend({
  labels: z.array(z.object({ id: z.string(), name: z.string(), prefix: nullableText })).nullable(),
  versions: z.array(ContentVersion).nullable(),
});
export type ConfluencePageDetail = z.infer<typeof ConfluencePageDetail>;

export const ConfluenceSpace = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  type: z.string(),
  status: z.string(),
  authorId: nullableText,
  spaceOwnerId: nullableText,
  createdAt: nullableText,
  homepageId: nullableText,
  /** Plain text or HTML, depending on the description format asked for; null when none was asked. */
  description: nullableText,
  iconPath: nullableText,
});
export type ConfluenceSpace = z.infer<typeof ConfluenceSpace>;

export const ConfluenceSpaceDetail = ConfluenceSpace.extend({
  labels: z.array(z.object({ id: z.string(), name: z.string(), prefix: nullableText })).nullable(),
});
export type ConfluenceSpaceDetail = z.infer<typeof ConfluenceSpaceDetail>;

export const SpacePermission = z.object({
  id: z.string(),
  principal: z.object({ type: z.string(), id: nullableText }),
  operation: z.object({ key: z.string(), targetType: z.string() }),
});
export type SpacePermission = z.infer<typeof SpacePermission>;

export const ConfluenceAttachment = z.object({
  id: z.string(),
  status: z.string(),
  title: z.string(),
  createdAt: nullableText,
  pageId: nullableText,
  blogPostId: nullableText,
  customContentId: nullableText,
  mediaType: nullableText,
  mediaTypeDescription: nullableText,
  comment: nullableText,
  fileId: nullableText,
  fileSize: z.number().nullable(),
  webuiLink: nullableText,
  downloadLink: nullableText,
  version: ContentVersion.nullable(),
});
export type ConfluenceAttachment = z.infer<typeof ConfluenceAttachment>;

export const AttachmentVersion = ContentVersion.extend({
  attachment: z.object({ id: z.string(), title: nullableText }).nullable(),
});
export type AttachmentVersion = z.infer<typeof AttachmentVersion>;

export const CustomContent = z.object({
  id: z.string(),
  type: z.string(),
  status: z.string(),
  title: z.string(),
  spaceId: nullableText,
  pageId: nullableText,
  blogPostId: nullableText,
  customContentId: nullableText,
  authorId: nullableText,
  createdAt: nullableText,
  version: ContentVersion.nullable(),
  body: ContentBody.nullable(),
});
export type CustomContent = z.infer<typeof CustomContent>;

/** One page of a cursor-paged list; pass `nextCursor` back as `cursor` for the next one. */
export function cursorPageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: nullableText });
}
/** One page of an offset list (classic API); `nextStart` is null on the last page. */
export function offsetPageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), start: z.number().int(), limit: z.number().int(), nextStart: z.number().int().nullable() });
}

// ---------------------------------------------------------------------------------------- inputs

const Cursor = z.object({ cursor: z.string().min(1).optional() });
const Offset = z.object({ start: z.number().int().min(0).optional(), limit: z.number().int().min(1).max(1000).optional() });
/** Confluence ids: digits only (v2 declares them int64). */
const NumericId = z.string().trim().regex(/^\d+$/, 'Use the numeric id.');
const ContentId = OnConnection.extend({ contentId: NumericId });
const VersionNumber = z.number().int().min(1);
/** When a version was saved: with its number, what says which version the admin picked (numbers shift). */
const SavedAt = z.string().min(1, 'Say when the version was saved.').max(40);
/**
 * A version as the admin picked it. The number alone is not enough: deleting an older version
 * renumbers the later ones, so the time it was saved says which one was meant.
 */
export const VersionRef = z.object({ number: VersionNumber, createdAt: SavedAt });
export type VersionRef = z.infer<typeof VersionRef>;
const IdList = z.array(NumericId).max(250).optional();

export const RestrictionChange = z
  .object({
    operation: RestrictedOperation,
    accountIds: z.array(AccountId).default([]),
    groupIds: z.array(z.string().trim().min(1)).default([]),
  })
  .refine((change) => change.accountIds.length + change.groupIds.length > 0, 'Name at least one person or group.');
export type RestrictionChange = z.output<typeof RestrictionChange>;

/** A page, template or custom content body as written: larger than any text field, still bounded. */
const ContentText = z.string().max(2_000_000, 'This content is over 2 million characters: too large to send in one request.');
const TemplateBody = z.object({ value: ContentText, representation: z.enum(['storage', 'wiki', 'atlas_doc_format', 'editor2']).default('storage') });
const TemplateFields = z.object({
  name: z.string().trim().min(1, 'Give the template a name.'),
  body: TemplateBody,
  labels: z.array(z.string().trim().min(1)).optional(),
  /** Omit for a global template. */
  spaceKey: z.string().trim().min(1).optional(),
});

const PageSort = z.enum(['id', '-id', 'created-date', '-created-date', 'modified-date', '-modified-date', 'title', '-title']);
const ListBodyFormat = z.enum(['storage', 'atlas_doc_format']);
const PageStatus = z.enum(['current', 'archived', 'deleted', 'trashed']);
const WriteBody = z.object({ representation: z.enum(['storage', 'atlas_doc_format', 'wiki']).default('storage'), value: ContentText });
const AttachmentId = z.string().trim().regex(/^(att)?\d+$/, 'Use an attachment id such as att123.');
const AttachmentSort = z.enum(['created-date', '-created-date', 'modified-date', '-modified-date']);
const VersionSort = z.enum(['modified-date', '-modified-date']);
const CustomContentBody = z.object({ representation: z.enum(['storage', 'atlas_doc_format', 'raw']).default('storage'), value: ContentText });
export const ContainerRef = z.object({ kind: z.enum(['space', 'page', 'blogpost', 'customContent']), id: NumericId });

export const PageFilters = z.object({
  ids: IdList,
  spaceIds: z.array(NumericId).max(100).optional(),
  sort: PageSort.optional(),
  status: z.array(PageStatus).optional(),
  title: z.string().optional(),
  bodyFormat: ListBodyFormat.optional(),
  subtype: z.enum(['live', 'page']).optional(),
});
export const SpaceFilters = z.object({
  ids: IdList,
  keys: z.array(z.string().trim().min(1)).max(250).optional(),
  type: z.enum(['global', 'collaboration', 'knowledge_base', 'personal', 'system', 'onboarding', 'xflow_sample_space']).optional(),
  status: z.enum(['current', 'archived']).optional(),
  labels: z.array(z.string().trim().min(1)).optional(),
  favoritedBy: AccountId.optional(),
  notFavoritedBy: AccountId.optional(),
  sort: z.enum(['id', '-id', 'key', '-key', 'name', '-name']).optional(),
  descriptionFormat: z.enum(['plain', 'view']).optional(),
  includeIcon: z.boolean().optional(),
  serializeIds: z.boolean().optional(),
});
export const AttachmentFilters = z.object({
  sort: AttachmentSort.optional(),
  status: z.array(z.enum(['current', 'archived', 'trashed'])).optional(),
  mediaType: z.string().optional(),
  filename: z.string().optional(),
  serializeIds: z.boolean().optional(),
});
export const AttachmentOwner = z.enum(['pages', 'blogposts', 'custom-content', 'labels']);

export const PageDraft = OnConnection.extend({
  spaceId: NumericId,
  status: z.enum(['current', 'draft']).default('current'),
  title: z.string().trim().min(1).optional(),
  parentId: NumericId.optional(),
  body: WriteBody.optional(),
  rootLevel: z.boolean().optional(),
  private: z.boolean().optional(),
})
  .refine((draft) => draft.status === 'draft' || draft.title !== undefined, { message: 'A published page needs a title.', path: ['title'] })
  .refine((draft) => !(draft.rootLevel === true && draft.parentId !== undefined), { message: 'A root-level page has no parent.', path: ['parentId'] });
export type PageDraft = Omit<z.output<typeof PageDraft>, 'connectionId'>;

export const PageEdit = z.object({
  pageId: NumericId,
  status: z.enum(['current', 'draft']).default('current'),
  title: z.string().trim().min(1, 'Give the page a title.'),
  body: WriteBody,
  /**
   * The version the edit starts from (0 for a page never published); Confluence refuses the save (409)
   * when someone saved a newer version since.
   */
  basedOnVersion: z.number().int().min(0),
  versionMessage: z.string().optional(),
  parentId: NumericId.optional(),
  ownerId: AccountId.optional(),
});
export type PageEdit = z.output<typeof PageEdit>;

export const CustomContentDraft = z.object({
  type: z.string().trim().min(1),
  title: z.string().trim().min(1, 'Give it a title.'),
  body: CustomContentBody,
  status: z.enum(['current', 'draft']).optional(),
  container: ContainerRef,
});
export type CustomContentDraft = z.output<typeof CustomContentDraft>;

export const CustomContentEdit = z.object({
  id: NumericId,
  type: z.string().trim().min(1),
  title: z.string().trim().min(1, 'Give it a title.'),
  body: CustomContentBody,
  basedOnVersion: VersionNumber,
  versionMessage: z.string().optional(),
  container: ContainerRef.optional(),
});
export type CustomContentEdit = z.output<typeof CustomContentEdit>;

const Deleted = z.object({ deleted: z.literal(true) });

// ---------------------------------------------------------------------------------------- channels

export const confluenceChannels = {


  // Versions
  'confluence.versions.list': {
    input: ContentId.extend(Cursor.shape),
    output: cursorPageOf(ContentVersion).extend({ source: z.enum(['v2', 'classic']) }),
  },
  /**
   * Restores the version saved at `savedAt` as a new current version, only when it still has its number
   * and the page is still at `basedOn` (CONFLICT otherwise: someone deleted a version or edited the page).
   */
  'confluence.versions.restore': {
    input: ContentId.extend({
      versionNumber: VersionNumber,
      savedAt: SavedAt,
      basedOn: VersionRef,
      message: z.string().max(1000, 'Keep the message under 1,000 characters.').default(''),
      restoreTitle: z.boolean().default(false),
    }),
    output: ContentVersion,
    mutates: true,
  },
  /** Deletes the historical version saved at `savedAt`, found by that time (later versions get renumbered). Permanent. */
  'confluence.versions.delete': { input: ContentId.extend({ versionNumber: VersionNumber, savedAt: SavedAt }), output: Deleted, mutates: true },

  // Templates (classic v1)
  'confluence.templates.list': {
    input: OnConnection.extend(Offset.shape).extend({
      kind: z.enum(['page', 'blueprint']).default('page'),
      spaceKey: z.string().trim().min(1).optional(),
      includeBody: z.boolean().default(false),
    }),
    output: offsetPageOf(ContentTemplate),
  },
  'confluence.templates.get': { input: OnConnection.extend({ templateId: NumericId, includeBody: z.boolean().default(true) }), output: ContentTemplate },
  'confluence.templates.create': {
    input: OnConnection.extend(TemplateFields.shape).extend({ description: z.string().max(255, 'Keep the description under 255 characters.').optional() }),
    output: ContentTemplate,
    mutates: true,
  },
  'confluence.templates.update': {
    input: OnConnection.extend(TemplateFields.shape).extend({
      templateId: NumericId,
      description: z.string().max(100, 'Keep the description under 100 characters.').optional(),
    }),
    output: ContentTemplate,
    mutates: true,
  },
  'confluence.templates.delete': { input: OnConnection.extend({ templateId: NumericId }), output: Deleted, mutates: true },

  // Search (classic v1)
  'confluence.content.search': {
    input: OnConnection.extend(Cursor.shape).extend({
      cql: z.string().trim().min(1, 'Enter a CQL query.'),
      limit: z.number().int().min(1).max(1000).optional(),
      excerpt: z.enum(['highlight', 'indexed', 'none', 'highlight_unescaped', 'indexed_unescaped']).optional(),
      includeArchivedSpaces: z.boolean().optional(),
    }),
    output: cursorPageOf(SearchHit).extend({ totalSize: z.number().int().nullable() }),
  },
  'confluence.users.search': {
    input: OnConnection.extend(Offset.shape).extend({ cql: z.string().trim().min(1, 'Enter a user CQL query.') }),
    output: offsetPageOf(ConfluenceUser).extend({ totalSize: z.number().int().nullable() }),
  },

  'confluence.pages.get': {
    input: OnConnection.extend({
      pageId: NumericId,
      bodyFormat: BodyRepresentation.exclude(['wiki', 'raw']).optional(),
      version: VersionNumber.optional(),
      getDraft: z.boolean().optional(),
      includeLabels: z.boolean().optional(),
      includeVersions: z.boolean().optional(),
    }),
    output: ConfluencePageDetail,
  },

  // Spaces (v2)
  'confluence.spaces.list': { input: OnConnection.extend(Cursor.shape).extend(SpaceFilters.shape), output: cursorPageOf(ConfluenceSpace) },

  'confluence.attachments.list': {
    input: OnConnection.extend(Cursor.shape).extend(AttachmentFilters.shape).extend({ owner: AttachmentOwner, ownerId: NumericId }),
    output: cursorPageOf(ConfluenceAttachment),
  },
  'confluence.attachments.delete': {
    input: OnConnection.extend({ attachmentId: AttachmentId, purge: z.boolean().optional() }),
    output: Deleted,
    mutates: true,
  },
  'confluence.attachmentVersions.list': {
    input: OnConnection.extend(Cursor.shape).extend({ attachmentId: AttachmentId, sort: VersionSort.optional() }),
    output: cursorPageOf(AttachmentVersion),
  },

  'confluence.customContent.get': {
    input: OnConnection.extend({
      id: NumericId,
      bodyFormat: z.enum(['raw', 'storage', 'atlas_doc_format', 'view', 'export_view', 'anonymous_export_view']).optional(),
      version: VersionNumber.optional(),
    }),
    output: CustomContent,
  },
  'confluence.customContent.update': { input: OnConnection.extend(CustomContentEdit.shape), output: CustomContent, mutates: true },
  'confluence.customContent.delete': { input: OnConnection.extend({ id: NumericId, purge: z.boolean().optional() }), output: Deleted, mutates: true },
} as const;
