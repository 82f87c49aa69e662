import { z } from 'zod';
import type { ConfluenceSpace, ConfluenceSpaceDetail, SpacePermission } from '../../../contract/confluence/pages-and-spaces.channels';
import { idText, maybeId, maybeText } from '../shared/fields';
import { v2Label } from './page-schema';

const description = z
  .looseObject({ plain: z.looseObject({ value: z.string() }).nullish(), view: z.looseObject({ value: z.string() }).nullish() })
  .nullish()
  .transform((value) => value?.plain?.value ?? value?.view?.value ?? null);

const spaceFields = {
  id: idText,
  key: z.string(),
  name: z.string(),
  type: z.string(),
  status: z.string(),
  authorId: maybeText,
  spaceOwnerId: maybeText,
  createdAt: maybeText,
  homepageId: maybeId,
  description,
  icon: z.looseObject({ path: maybeText }).nullish(),
};

function toSpace(space: z.output<z.ZodObject<typeof spaceFields>>): ConfluenceSpace {
  const { icon, ...rest } = space;
  return { ...rest, iconPath: icon?.path ?? null };
}

export const v2Space = z.looseObject(spaceFields).transform(toSpace);

export const v2SpaceDetail = z
  .looseObject({ ...spaceFields, labels: z.looseObject({ results: z.array(v2Label) }).nullish() })
  .transform(
    ({ labels, ...space }): ConfluenceSpaceDetail => ({
      ...toSpace(space),
      labels: labels ? labels.results.map(({ id, name, prefix }) => ({ id, name, prefix })) : null,
    }),
  );

export const v2SpacePermission = z
  .looseObject({
    id: idText,
    principal: z.looseObject({ type: z.string(), id: maybeId }),
    operation: z.looseObject({ key: z.string(), targetType: z.string() }),
  })
  .transform(
    (permission): SpacePermission => ({
      id: permission.id,
      principal: { type: permission.principal.type, id: permission.principal.id },
      operation: { key: permission.operation.key, targetType: permission.operation.targetType },
    }),
  );
