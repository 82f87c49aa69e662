import { createTemplate, getTemplate, listTemplates } from '../../../api/confluence/v1/templates';
import type { ApiSession } from '../../../api/http/session';
import type { ContentTemplate } from '../../../contract/confluence/content';
import { AppError } from '../../../contract/errors';
import type { ItemWork, JobItem } from '../../../jobs/job-types';

/**
 * Copying a template to other spaces (Confluence has no copy: it is a read and one create per space)
 * and what deleting a template does. A space already holding a template of that name is left alone.
 */

export interface TemplateCopyItem {
  spaceKey: string;
}

export function copyItems(spaceKeys: readonly string[]): JobItem<TemplateCopyItem>[] {
  return [...new Set(spaceKeys)].map((spaceKey) => ({ key: spaceKey, target: `Space ${spaceKey}`, input: { spaceKey } }));
}

/** Reads the template to copy; a blueprint is copied as the page template it would create. */
export async function templateToCopy(session: ApiSession, templateId: string, signal?: AbortSignal): Promise<ContentTemplate> {
  const template = await getTemplate(session, templateId, true, signal);
  if (template.body === null) throw new AppError('NOT_FOUND', `Orgdesk could not read the body of “${template.name}”.`);
  return template;
}

async function nameTaken(session: ApiSession, spaceKey: string, name: string, signal: AbortSignal): Promise<boolean> {
  let start: number | null = 0;
  while (start !== null) {
    const page = await listTemplates(session, { kind: 'page', spaceKey, start, limit: 200 }, signal);
    if (page.items.some((template) => template.name.toLowerCase() === name.toLowerCase())) return true;
    start = page.nextStart;
  }
  return false;
}

export function copyTemplateWork(session: ApiSession, source: ContentTemplate): ItemWork<TemplateCopyItem> {
  return async ({ input }, ctx) => {
    if (source.spaceKey !== null && source.spaceKey.toLowerCase() === input.spaceKey.toLowerCase()) return { skipped: 'The template is already in this space.' };
    if (!ctx.dryRun && (await nameTaken(session, input.spaceKey, source.name, ctx.signal))) {
      return { skipped: `This space already has a template called “${source.name}”.` };
    }
    await ctx.write(`Copy template “${source.name}”`, () =>
      createTemplate(
        session,
        {
          name: source.name,
          description: source.description.slice(0, 255),
          labels: source.labels,
          body: { value: source.body ?? '', representation: 'storage' },
          spaceKey: input.spaceKey,
        },
        ctx.signal,
      ),
    );
    return undefined;
  };
}
