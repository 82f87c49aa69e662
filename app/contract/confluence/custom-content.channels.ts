import { z } from 'zod';
import { OnConnection } from '../channels/common';
import { ContentBody, ContentText, ContentVersion, Deleted, NumericId, nullableText, RenderedVersion, VersionNumber } from './content';

/** Custom content (REST v2): the items apps keep in pages and spaces, browsed by type, shown safely, edited and deleted. */

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

const CustomContentBody = z.object({ representation: z.enum(['storage', 'atlas_doc_format', 'raw']).default('storage'), value: ContentText });
export const ContainerRef = z.object({ kind: z.enum(['space', 'page', 'blogpost', 'customContent']), id: NumericId });

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

export const confluenceCustomContentChannels = {
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
  /** One item with its body shown safely: rendered when it is page markup, as text otherwise. */
  'confluence.customContent.getRendered': {
    input: OnConnection.extend({ id: NumericId }),
    output: z.object({ item: CustomContent, rendered: RenderedVersion.nullable(), text: z.string() }),
  },
  /** Items of one type on a page, or anywhere in a space. */
  'confluence.customContent.listByContainer': {
    input: OnConnection.extend({
      type: z.string().trim().min(1, 'Name the custom content type.').max(255),
      container: z.object({ kind: z.enum(['page', 'space']), id: NumericId }),
      cursor: z.string().min(1).optional(),
    }),
    output: z.object({ items: z.array(CustomContent), nextCursor: z.string().nullable() }),
  },
  /** The custom content types found in a space (apps define them; no API lists them). */
  'confluence.customContentTypes.list': { input: OnConnection.extend({ spaceKey: z.string().trim().min(1) }), output: z.object({ types: z.array(z.string()) }) },
} as const;
