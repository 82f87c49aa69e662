import { allocateId, type AttachmentRecord } from '../state';
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
