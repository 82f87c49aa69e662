import { z } from 'zod';
import type { ConfluencePage, ConfluencePageDetail } from '../../../contract/confluence/pages-and-spaces.channels';
import { v2Body } from '../shared/body-schema';
import { idText, maybeId, maybeText } from '../shared/fields';
import { v2Version } from '../shared/version-schema';

const pageFields = {
  id: idText,
  title: z.string().nullish(),
  status: z.string(),
  spaceId: maybeId,
  parentId: maybeId,
  parentType: maybeText,
  authorId: maybeText,
  ownerId: maybeText,
  createdAt: maybeText,
  version: v2Version.nullish(),
  body: v2Body,
  _links: z.looseObject({ webui: maybeText }).nullish(),
};

type PageFields = z.output<z.ZodObject<typeof pageFields>>;

function toPage(page: PageFields): ConfluencePage {
  return {
    id: page.id,
    // A draft may have no title yet.
    title: page.title ?? '',
    status: page.status,
    spaceId: page.spaceId,
    parentId: page.parentId,
    parentType: page.parentType,
    authorId: page.authorId,
    ownerId: page.ownerId,
    createdAt: page.createdAt,
    version: page.version ?? null,
    body: page.body,
    webuiPath: page._links?.webui ?? null,
  };
}

/** PageBulk, as lists return it. */
export const v2Page = z.looseObject(pageFields).transform(toPage);

export const v2Label = z.looseObject({ id: idText, name: z.string(), prefix: maybeText });
const collection = <T extends z.ZodType>(item: T) => z.looseObject({ results: z.array(item) }).nullish();

/** PageSingle: the bulk fields plus the collections asked for with `include-…`. */
export const v2PageDetail = z
  .looseObject({ ...pageFields, labels: collection(v2Label), versions: collection(v2Version) })
  .transform(
    (page): ConfluencePageDetail => ({
      ...toPage(page),
      labels: page.labels ? page.labels.results.map(({ id, name, prefix }) => ({ id, name, prefix })) : null,
      versions: page.versions?.results ?? null,
    }),
  );
