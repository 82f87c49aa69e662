import { z } from 'zod';
import type { CustomContent } from '../../../contract/confluence/custom-content.channels';
import { v2Body } from '../shared/body-schema';
import { idText, maybeId, maybeText } from '../shared/fields';
import { v2Version } from '../shared/version-schema';

export const v2CustomContent = z
  .looseObject({
    id: idText,
    type: z.string(),
    status: z.string(),
    title: z.string().nullish(),
    spaceId: maybeId,
    pageId: maybeId,
    blogPostId: maybeId,
    customContentId: maybeId,
    authorId: maybeText,
    createdAt: maybeText,
    version: v2Version.nullish(),
    body: v2Body,
  })
  .transform(({ title, version, ...item }): CustomContent => ({ ...item, title: title ?? '', version: version ?? null }));
