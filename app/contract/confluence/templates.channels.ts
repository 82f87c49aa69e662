import { z } from 'zod';
import { OnConnection } from '../channels/common';
import { ItemOutcome } from '../channels/item-outcome';
import { ContentText, Deleted, NumericId, nullableText, Offset, offsetPageOf, RENDER_LIMIT_BYTES, RenderedVersion } from './content';

/** Page templates (classic v1): list, read, write, copy to other spaces, and a safe preview of their markup. */

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

const TemplateBody = z.object({ value: ContentText, representation: z.enum(['storage', 'wiki', 'atlas_doc_format', 'editor2']).default('storage') });
const TemplateFields = z.object({
  name: z.string().trim().min(1, 'Give the template a name.'),
  body: TemplateBody,
  labels: z.array(z.string().trim().min(1)).optional(),
  /** Omit for a global template. */
  spaceKey: z.string().trim().min(1).optional(),
});

const StorageText = z.string().max(RENDER_LIMIT_BYTES, 'This markup is too large to preview here.');

export const confluenceTemplateChannels = {
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
  /** Copies a template into other spaces; a space that already has one of that name is skipped. */
  'confluence.templates.createCopies': {
    input: OnConnection.extend({ templateId: NumericId, spaceKeys: z.array(z.string().trim().min(1)).min(1, 'Pick at least one space.').max(200) }),
    output: z.object({ outcomes: z.array(ItemOutcome) }),
    mutates: true,
  },
  /** Storage-format markup as safe HTML, for template previews. */
  'confluence.markup.getPreview': { input: OnConnection.extend({ storage: StorageText }), output: RenderedVersion },
} as const;
