import { z } from 'zod';
import type { ContentVersion, VersionDetail } from '../../../contract/confluence/content';
import { maybeBoolean, maybeText } from '../shared/fields';

/** The classic `Version`: the author sits in `by`, the time in `when`. */
export const v1Version = z
  .looseObject({
    number: z.number().int(),
    minorEdit: maybeBoolean,
    when: maybeText,
    message: maybeText,
    by: z.looseObject({ accountId: maybeText }).nullish(),
    contentTypeModified: maybeBoolean,
    collaborators: z.looseObject({ users: z.array(z.looseObject({ accountId: maybeText })).nullish() }).nullish(),
  })
  .transform(
    (version): ContentVersion & Pick<VersionDetail, 'contentTypeModified' | 'collaborators'> => ({
      number: version.number,
      message: version.message ?? '',
      minorEdit: version.minorEdit ?? false,
      authorId: version.by?.accountId ?? null,
      createdAt: version.when,
      contentTypeModified: version.contentTypeModified,
      collaborators: (version.collaborators?.users ?? []).flatMap((user) => user.accountId ?? []),
    }),
  );

export function summaryOf({ contentTypeModified: _modified, collaborators: _collaborators, ...version }: z.output<typeof v1Version>): ContentVersion {
  return version;
}
