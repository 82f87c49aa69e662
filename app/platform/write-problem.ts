/** Why a file could not be written, in words an admin can act on. */
export function writeProblemOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOSPC':
      return 'the disk is full';
    case 'EDQUOT':
      return 'your disk quota is used up';
    case 'EISDIR':
      return 'a folder is in the place of its file';
    case 'ENOTDIR':
      return 'a file is in the place of its folder';
    case 'EACCES':
    case 'EPERM':
      return 'Orgdesk is not allowed to write its file';
    case 'EROFS':
      return 'the disk is read-only';
    default:
      return `the file system refused${code ? ` (${code})` : ''}`;
  }
}
