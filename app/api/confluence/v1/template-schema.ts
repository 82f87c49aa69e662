import { z } from 'zod';
import type { ContentTemplate } from '../../../contract/confluence/templates.channels';
import { idText, maybeText } from '../shared/fields';

const bodyValue = z.looseObject({ value: z.string() });

export const v1Template = z
  .looseObject({
    templateId: idText,
    name: z.string(),
    description: maybeText,
    templateType: maybeText,
    labels: z.array(z.looseObject({ name: z.string() })).nullish(),
    space: z.looseObject({ key: z.string() }).nullish(),
    originalTemplate: z.looseObject({ pluginKey: maybeText, moduleKey: maybeText }).nullish(),
    referencingBlueprint: maybeText,
    body: z.looseObject({ storage: bodyValue.nullish(), editor2: bodyValue.nullish(), wiki: bodyValue.nullish() }).nullish(),
  })
  .transform(
    (template): ContentTemplate => ({
      templateId: template.templateId,
      name: template.name,
      description: template.description ?? '',
      templateType: template.templateType ?? 'page',
      labels: (template.labels ?? []).map((label) => label.name),
      spaceKey: template.space?.key ?? null,
      // Only templates that come from a blueprint name their original module.
      isBlueprint: Boolean(template.originalTemplate) || Boolean(template.referencingBlueprint),
      body: template.body?.storage?.value ?? template.body?.editor2?.value ?? template.body?.wiki?.value ?? null,
    }),
  );
