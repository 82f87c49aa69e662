import { z } from 'zod';
import type { ContentVersion, VersionDetail } from '../../../contract/confluence/content';
import { maybeBoolean, maybeText } from './fields';

/** The fields every v2 version carries: number, message, minorEdit, author, time. */
const versionFields = {
  number: z.number().int(),
  message: maybeText,
  minorEdit: maybeBoolean,
  authorId: maybeText,
  createdAt: maybeText,
};

function coreOf(version: z.output<z.ZodObject<typeof versionFields>>): ContentVersion {
  return {
    number: version.number,
    message: version.message ?? '',
    minorEdit: version.minorEdit ?? false,
    authorId: version.authorId,
    createdAt: version.createdAt,
  };
}

/** v2 `Version`/`PageVersion`/`AttachmentVersion` core. */
export const v2Version = z.looseObject(versionFields).transform(coreOf);

/** The spec types the neighbours as version numbers; some answers carry whole version objects. */
const neighbour = z
  .union([z.number().int(), z.looseObject({ number: z.number().int() })])
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : typeof value === 'number' ? value : value.number));

export const v2DetailedVersion = z
  .looseObject({
    ...versionFields,
    contentTypeModified: maybeBoolean,
    collaborators: z.array(z.string()).nullish(),
    prevVersion: neighbour,
    nextVersion: neighbour,
  })
  .transform(
    (version): VersionDetail => ({
      ...coreOf(version),
      contentTypeModified: version.contentTypeModified,
      collaborators: version.collaborators ?? [],
      prevVersion: version.prevVersion,
      nextVersion: version.nextVersion,
    }),
  );
