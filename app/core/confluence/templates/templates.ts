import { createTemplate, getTemplate, listTemplates } from '../../../api/confluence/v1/templates';
import type { ApiSession } from '../../../api/http/session';
import type { ItemOutcome } from '../../../contract/channels/item-outcome';
import type { ContentTemplate } from '../../../contract/confluence/templates.channels';
import { AppError } from '../../../contract/errors';
import { plural } from '../../../contract/words';
import type { JobRegistry } from '../../../jobs/job-registry';
import type { ItemWork, JobItem } from '../../../jobs/job-types';
import { runJobToEnd } from '../../../jobs/run-job';

/**
 * Copying a template to other spaces (Confluence has no copy: it is a read and one create per space)
 * and what deleting a template does. A space already holding a template of that name is left alone.
 */

export interface TemplateCopyItem {
  spaceKey: string;
}

function copyItems(spaceKeys: readonly string[]): JobItem<TemplateCopyItem>[] {
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

function copyTemplateWork(session: ApiSession, source: ContentTemplate): ItemWork<TemplateCopyItem> {
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

/**
 * Copies the template into each space as a job the admin waits on. `problem` says how many copies failed
 * (null when none did), for the Activity entry of the whole copy.
 */
export async function copyToSpaces(
  jobs: JobRegistry,
  session: ApiSession,
  copy: { connectionId: string; source: ContentTemplate; spaceKeys: readonly string[] },
  signal: AbortSignal,
): Promise<{ outcomes: ItemOutcome[]; problem: string | null }> {
  const items = copyItems(copy.spaceKeys);
  const title = `Copy template “${copy.source.name}” to ${plural(items.length, 'space')}`;
  const outcomes = await runJobToEnd(jobs, { kind: 'confluence.templates.createCopies', title, items, work: copyTemplateWork(session, copy.source), connectionId: copy.connectionId }, signal);
  const failed = outcomes.filter((outcome) => outcome.status === 'failed').length;
  return { outcomes, problem: failed > 0 ? `${plural(failed, 'copy', 'copies')} failed` : null };
}
