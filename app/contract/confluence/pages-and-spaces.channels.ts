import { z } from 'zod';
import { AccountId, OnConnection } from '../channels/common';
import { ContentBody, ContentText, ContentVersion, Cursor, cursorPageOf, NumericId, nullableText, VersionNumber } from './content';

/** Pages and spaces (REST v2): reading a page, listing spaces, and the page shapes the content screens build on. */

const BodyRepresentation = z.enum(['storage', 'atlas_doc_format', 'wiki', 'raw', 'view', 'export_view', 'anonymous_export_view', 'styled_view', 'editor']);

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

const IdList = z.array(NumericId).max(250).optional();
const PageSort = z.enum(['id', '-id', 'created-date', '-created-date', 'modified-date', '-modified-date', 'title', '-title']);
const ListBodyFormat = z.enum(['storage', 'atlas_doc_format']);
const PageStatus = z.enum(['current', 'archived', 'deleted', 'trashed']);
const WriteBody = z.object({ representation: z.enum(['storage', 'atlas_doc_format', 'wiki']).default('storage'), value: ContentText });

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

export const confluencePageChannels = {
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
  'confluence.spaces.list': { input: OnConnection.extend(Cursor.shape).extend(SpaceFilters.shape), output: cursorPageOf(ConfluenceSpace) },
} as const;
