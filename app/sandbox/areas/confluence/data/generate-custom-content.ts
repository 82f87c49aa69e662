import { allocateId, type CustomContentRecord } from '../state';
import { isoBefore, spreadTimes, type GenerationScope } from './scope';
import { CUSTOM_CONTENT_TYPES, VERSION_MESSAGES } from './words';

/** Items of the two demo custom-content types, on spaces and on pages. */
export function generateCustomContent(scope: GenerationScope, count: number): void {
  const { state, rng } = scope;
  state.customContentTypes = CUSTOM_CONTENT_TYPES.map((type) => ({ key: type.key, supportsTrash: type.supportsTrash }));
  const pages = Object.values(state.contents).filter((content) => content.type === 'page' && content.status === 'current');
  const spaces = Object.values(state.spaces);
  for (let index = 0; index < count; index += 1) {
    const type = CUSTOM_CONTENT_TYPES[index % CUSTOM_CONTENT_TYPES.length] ?? CUSTOM_CONTENT_TYPES[0];
    const onPage = pages.length > 0 && rng.chance(0.6);
    const page = onPage ? rng.pick(pages) : undefined;
    const spaceId = page?.spaceId ?? rng.pick(spaces).id;
    const id = allocateId(state);
    const createdAt = isoBefore(scope.now, rng.int(3, 300), rng);
    const title = `${rng.pick(type.titles)} ${index + 1}`;
    const record: CustomContentRecord = {
      id,
      type: type.key,
      status: 'current',
      title,
      spaceId,
      pageId: page?.id ?? null,
      blogPostId: null,
      customContentId: null,
      authorId: rng.pick(scope.authors),
      createdAt,
      versions: spreadTimes(createdAt, rng.int(1, 3), scope.now, rng).map((when, versionIndex) => ({
        number: versionIndex + 1,
        authorId: rng.pick(scope.authors),
        createdAt: when,
        message: versionIndex === 0 ? '' : rng.pick(VERSION_MESSAGES),
        minorEdit: false,
      })),
      body: { representation: 'raw', value: JSON.stringify({ title, votes: rng.int(0, 12) }) },
    };
    state.customContent[id] = record;
  }
}
