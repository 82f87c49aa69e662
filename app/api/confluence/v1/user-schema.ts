import { z } from 'zod';
import type { ConfluenceGroup } from '../../../contract/confluence/restrictions';
import type { ConfluenceUser } from '../../../contract/confluence/content';
import { maybeBoolean, maybeId, maybeText } from '../shared/fields';

/**
 * The classic `User`. E-mail, name, picture and time zone may be null (privacy); they stay null. Confluence
 * may also answer a hidden picture with its default one (`isDefault: true`): that is no picture of the
 * person, so it is null too, and a real picture from another source (Jira) can stand in.
 */
export const v1User = z
  .looseObject({
    type: z.string().nullish(),
    accountId: maybeText,
    accountType: maybeText,
    email: maybeText,
    publicName: maybeText,
    displayName: maybeText,
    profilePicture: z.looseObject({ path: maybeText, isDefault: maybeBoolean }).nullish(),
    timeZone: maybeText,
    isGuest: maybeBoolean,
  })
  .transform(
    (user): ConfluenceUser => ({
      accountId: user.accountId,
      type: user.type ?? 'unknown',
      accountType: user.accountType,
      displayName: user.displayName,
      publicName: user.publicName,
      email: user.email,
      profilePicturePath: user.profilePicture?.isDefault === true ? null : (user.profilePicture?.path ?? null),
      timeZone: user.timeZone,
      isGuest: user.isGuest ?? false,
    }),
  );

export const v1Group = z
  .looseObject({ id: maybeId, name: z.string() })
  .transform((group): ConfluenceGroup => ({ id: group.id, name: group.name }));
