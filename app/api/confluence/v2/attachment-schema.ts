import { z } from 'zod';
import type { AttachmentVersion, ConfluenceAttachment } from '../../../contract/confluence/attachments.channels';
import { idText, maybeId, maybeNumber, maybeText } from '../shared/fields';
import { v2Version } from '../shared/version-schema';

export const v2Attachment = z
  .looseObject({
    id: idText,
    status: z.string(),
    title: z.string().nullish(),
    createdAt: maybeText,
    pageId: maybeId,
    blogPostId: maybeId,
    customContentId: maybeId,
    mediaType: maybeText,
    mediaTypeDescription: maybeText,
    comment: maybeText,
    fileId: maybeText,
    fileSize: maybeNumber,
    webuiLink: maybeText,
    downloadLink: maybeText,
    version: v2Version.nullish(),
  })
  .transform(({ title, version, ...attachment }): ConfluenceAttachment => ({ ...attachment, title: title ?? '', version: version ?? null }));

export const v2AttachmentVersion = z
  .looseObject({ attachment: z.looseObject({ id: idText, title: maybeText }).nullish() })
  .transform((raw, ctx): AttachmentVersion => {
    const version = v2Version.safeParse(raw);
    if (!version.success) {
      ctx.addIssue({ code: 'custom', message: 'not a version' });
      return z.NEVER;
    }
    return { ...version.data, attachment: raw.attachment ? { id: raw.attachment.id, title: raw.attachment.title } : null };
  });
