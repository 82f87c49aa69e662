import { allocateId, type AttachmentRecord, type AttachmentVersionRecord, type ConfluenceState } from '../state';
import { uuidFrom } from './derived';
import { isoBefore, pickSome, spreadTimes, type GenerationScope } from './scope';
import { ATTACHMENT_FILES, VERSION_MESSAGES } from './words';

/** Files on about a quarter of the pages and blog posts, each with one to four uploads. */
export function generateAttachments(scope: GenerationScope, labelIds: string[]): void {
  const { state, rng } = scope;
  for (const content of Object.values(state.contents)) {
    if (!rng.chance(content.type === 'blogpost' ? 0.4 : 0.25)) continue;
    const files = pickSome(rng, ATTACHMENT_FILES, rng.int(1, 2));
    for (const file of files) {
      const id = allocateId(state);
      const createdAt = isoBefore(scope.now, rng.int(5, 400), rng);
      const times = spreadTimes(createdAt, rng.int(1, 4), scope.now, rng);
      const attachment: AttachmentRecord = {
        id,
        status: rng.chance(0.05) ? 'trashed' : 'current',
        containerType: content.type,
        containerId: content.id,
        fileId: uuidFrom(`file:${id}`),
        comment: rng.chance(0.5) ? `Uploaded for ${file.name.split('.')[0] ?? 'the page'}` : '',
        createdAt,
        labelIds: pickSome(rng, labelIds, rng.int(0, 1)),
        versions: times.map((when, index) => ({
          number: index + 1,
          authorId: rng.pick(scope.authors),
          createdAt: when,
          message: index === 0 ? '' : rng.pick(VERSION_MESSAGES),
          minorEdit: false,
          fileSize: rng.int(2_000, 8_000_000),
          mediaType: file.mediaType,
          title: file.name,
        })),
      };
      state.attachments[id] = attachment;
    }
  }
}

/**
 * Resizes every attachment version of one space so that together they hold exactly `totalBytes`, each
 * in proportion to the size it was drawn with (at least one byte): the enterprise world's space of a
 * hundred thousand pages holds a stated amount of files, whatever the draws gave.
 */
export function scaleAttachmentsTo(state: ConfluenceState, spaceId: string, totalBytes: number): void {
  const versions: AttachmentVersionRecord[] = [];
  for (const attachment of Object.values(state.attachments)) {
    if (state.contents[attachment.containerId]?.spaceId === spaceId) versions.push(...attachment.versions);
  }
  const drawn = versions.reduce((sum, version) => sum + version.fileSize, 0);
  if (drawn === 0) return;
  let left = totalBytes;
  versions.forEach((version, index) => {
    const share = index === versions.length - 1 ? left : Math.max(1, Math.floor((version.fileSize * totalBytes) / drawn));
    version.fileSize = share;
    left -= share;
  });
}
