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

/** DetailedVersion, with links to its neighbours in the history. */
export function detailedVersion(versions: readonly VersionLike[], version: VersionLike): Record<string, unknown> {
  const index = versions.indexOf(version);
  const neighbour = (other: VersionLike | undefined) => (other === undefined ? null : v2Version(other));
  return {
    ...v2Version(version),
    contentTypeModified: false,
    collaborators: [version.authorId],
    prevVersion: neighbour(versions[index - 1]),
    nextVersion: neighbour(versions[index + 1]),
  };
}

export function versionOrderKey(version: { createdAt: string; number: number }): [string, number] {
  return [version.createdAt, version.number];
}
