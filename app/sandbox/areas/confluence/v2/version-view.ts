/** The common shape of v2 version records (pages, attachments, custom content). */
export interface VersionLike {
  number: number;
  authorId: string;
  createdAt: string;
  message: string;
  minorEdit: boolean;
}

export function v2Version(version: VersionLike): Record<string, unknown> {
  return {
    createdAt: version.createdAt,
    message: version.message,
    number: version.number,
    minorEdit: version.minorEdit,
    authorId: version.authorId,
  };
}

/** DetailedVersion: its neighbours in the history are version numbers, left out at either end. */
export function detailedVersion(versions: readonly VersionLike[], version: VersionLike): Record<string, unknown> {
  const index = versions.indexOf(version);
  const previous = versions[index - 1];
  const next = versions[index + 1];
  return {
    ...v2Version(version),
    contentTypeModified: false,
    collaborators: [version.authorId],
    ...(previous === undefined ? {} : { prevVersion: previous.number }),
    ...(next === undefined ? {} : { nextVersion: next.number }),
  };
}

export function versionOrderKey(version: { createdAt: string; number: number }): [string, number] {
  return [version.createdAt, version.number];
}
