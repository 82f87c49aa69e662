import { createTemplate, deleteTemplate, getTemplate, listTemplates, updateTemplate } from '../../../api/confluence/v1/templates';
import type { confluenceTemplateChannels } from '../../../contract/confluence/templates.channels';
import type { HistoryWorker } from '../history/compare/history-worker-client';
import { copyToSpaces, templateToCopy } from '../templates/templates';
import type { CoreServices } from '../../services';
import { nameOr } from '../../handlers/activity-names';
import type { HandlerSlice } from '../../handlers/types';

type TemplateChannel = keyof typeof confluenceTemplateChannels;

/** Page templates: list, read, write and delete, copies into other spaces, and a safe preview of their markup. */
export function confluenceTemplateHandlers(services: CoreServices, worker: HistoryWorker): HandlerSlice<TemplateChannel> {
  const session = (connectionId: string) => services.api.session(connectionId);

  return {
    'confluence.templates.list': async ({ connectionId, ...request }, ctx) => listTemplates(await session(connectionId), request, ctx.signal),
    'confluence.templates.get': async ({ connectionId, templateId, includeBody }, ctx) => getTemplate(await session(connectionId), templateId, includeBody, ctx.signal),
    'confluence.templates.create': async ({ connectionId, ...fields }, ctx) => {
      ctx.describeTarget(`Template “${fields.name}”`);
      return createTemplate(await session(connectionId), fields, ctx.signal);
    },
    'confluence.templates.update': async ({ connectionId, templateId, ...fields }, ctx) => {
      ctx.describeTarget(`Template “${fields.name}”`);
      return updateTemplate(await session(connectionId), templateId, fields, ctx.signal);
    },
    'confluence.templates.delete': async ({ connectionId, templateId }, ctx) => {
      const api = await session(connectionId);
      ctx.describeTarget(await nameOr(async () => `Template “${(await getTemplate(api, templateId, false, ctx.signal)).name}”`, `Template ${templateId}`));
      await deleteTemplate(api, templateId, ctx.signal);
      return { deleted: true as const };
    },
    'confluence.templates.createCopies': async ({ connectionId, templateId, spaceKeys }, ctx) => {
      const api = await session(connectionId);
      const source = await templateToCopy(api, templateId, ctx.signal);
      ctx.describeTarget(`Template “${source.name}”: copy to ${spaceKeys.join(', ')}`);
      const { outcomes, problem } = await copyToSpaces(services.jobs, api, { connectionId, source, spaceKeys }, ctx.signal);
      if (problem !== null) ctx.reportPartialFailure(problem);
      return { outcomes };
    },
    'confluence.markup.getPreview': async ({ storage }, ctx) => worker.render(storage, ctx.signal),
  };
}
