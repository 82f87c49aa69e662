import type { confluenceChannels } from '../../../contract/confluence/content';
import type { CallContext } from '../../../contract/dispatch';
import { getAttachment, deleteAttachment, listAttachments, listAttachmentVersions } from '../../../api/confluence/v2/attachments';
import { contentLabel, pageSummary } from '../../../api/confluence/shared/content-summary';
import { deleteCustomContent, getCustomContent } from '../../../api/confluence/v2/custom-content';
import { saveCustomContent } from '../custom-content/custom-content';
import { deleteVersionChecked, restoreChecked } from '../history/view-and-restore';
import { savedAtWords } from '../history/versions';
import { getPage } from '../../../api/confluence/v2/pages';
import { listSpaces } from '../../../api/confluence/v2/spaces';
import { searchContent, searchUsers } from '../../../api/confluence/v1/search';
import { createTemplate, deleteTemplate, getTemplate, listTemplates, updateTemplate } from '../../../api/confluence/v1/templates';
import { listVersions } from '../../../api/confluence/v1/versions';
import type { ApiSession } from '../../../api/http/session';
import type { CoreServices } from '../../services';
import { nameOr } from '../../handlers/activity-names';
import type { HandlerSlice } from '../../handlers/types';

type ConfluenceChannel = keyof typeof confluenceChannels;

export function confluenceHandlers(services: CoreServices): HandlerSlice<ConfluenceChannel> {
  const sessionFor = (connectionId: string) => services.api.session(connectionId);

  /** Names content in plain words and records it as the Activity target before acting on it. */
  async function describeContent(session: ApiSession, contentId: string, ctx: CallContext, suffix = ''): Promise<void> {
    const label = await nameOr(async () => contentLabel(contentId, await pageSummary(session, contentId, ctx.signal)), `Content ${contentId}`);
    ctx.describeTarget(`${label}${suffix}`);
  }

  return {


    'confluence.versions.list': async ({ connectionId, contentId, cursor }, ctx) =>
      listVersions(await sessionFor(connectionId), contentId, { cursor, signal: ctx.signal }),
    'confluence.versions.restore': async ({ connectionId, contentId, versionNumber, savedAt, basedOn, message, restoreTitle }, ctx) => {
      const session = await sessionFor(connectionId);
      await describeContent(session, contentId, ctx, ` — restore version ${versionNumber} (${savedAtWords(savedAt)})${restoreTitle ? ', with its title' : ''}`);
      return restoreChecked(session, { pageId: contentId, version: { number: versionNumber, createdAt: savedAt }, basedOn, restoreTitle, message }, ctx.signal);
    },
    'confluence.versions.delete': async ({ connectionId, contentId, versionNumber, savedAt }, ctx) => {
      const session = await sessionFor(connectionId);
      await describeContent(session, contentId, ctx, ` — delete version ${versionNumber} (${savedAtWords(savedAt)})`);
      await deleteVersionChecked(session, contentId, { number: versionNumber, createdAt: savedAt }, ctx.signal);
      return { deleted: true as const };
    },

    'confluence.templates.list': async ({ connectionId, ...request }, ctx) => listTemplates(await sessionFor(connectionId), request, ctx.signal),
    'confluence.templates.get': async ({ connectionId, templateId, includeBody }, ctx) =>
      getTemplate(await sessionFor(connectionId), templateId, includeBody, ctx.signal),
    'confluence.templates.create': async ({ connectionId, ...fields }, ctx) => {
      ctx.describeTarget(`Template “${fields.name}”`);
      return createTemplate(await sessionFor(connectionId), fields, ctx.signal);
    },
    'confluence.templates.update': async ({ connectionId, templateId, ...fields }, ctx) => {
      ctx.describeTarget(`Template “${fields.name}”`);
      return updateTemplate(await sessionFor(connectionId), templateId, fields, ctx.signal);
    },
    'confluence.templates.delete': async ({ connectionId, templateId }, ctx) => {
      const session = await sessionFor(connectionId);
      const name = await nameOr(async () => `Template “${(await getTemplate(session, templateId, false, ctx.signal)).name}”`, `Template ${templateId}`);
      ctx.describeTarget(name);
      await deleteTemplate(session, templateId, ctx.signal);
      return { deleted: true as const };
    },

    'confluence.content.search': async ({ connectionId, cursor, ...search }, ctx) =>
      searchContent(await sessionFor(connectionId), search, { cursor, signal: ctx.signal }),
    'confluence.users.search': async ({ connectionId, ...search }, ctx) => searchUsers(await sessionFor(connectionId), search, ctx.signal),

    'confluence.pages.get': async ({ connectionId, pageId, ...options }, ctx) => getPage(await sessionFor(connectionId), pageId, options, ctx.signal),

    'confluence.spaces.list': async ({ connectionId, cursor, ...filters }, ctx) => listSpaces(await sessionFor(connectionId), filters, { cursor, signal: ctx.signal }),

    'confluence.attachments.list': async ({ connectionId, cursor, ...request }, ctx) =>
      listAttachments(await sessionFor(connectionId), request, { cursor, signal: ctx.signal }),
    'confluence.attachments.delete': async ({ connectionId, attachmentId, purge }, ctx) => {
      const session = await sessionFor(connectionId);
      const name = await nameOr(async () => `Attachment “${(await getAttachment(session, attachmentId, undefined, ctx.signal)).title}”`, `Attachment ${attachmentId}`);
      ctx.describeTarget(name);
      await deleteAttachment(session, attachmentId, purge, ctx.signal);
      return { deleted: true as const };
    },
    'confluence.attachmentVersions.list': async ({ connectionId, attachmentId, sort, cursor }, ctx) =>
      listAttachmentVersions(await sessionFor(connectionId), attachmentId, sort, { cursor, signal: ctx.signal }),

    'confluence.customContent.get': async ({ connectionId, id, ...options }, ctx) =>
      getCustomContent(await sessionFor(connectionId), id, options, ctx.signal),
    'confluence.customContent.update': async ({ connectionId, ...edit }, ctx) => {
      ctx.describeTarget(`Custom content “${edit.title}” (${edit.type})`);
      return saveCustomContent(await sessionFor(connectionId), edit, ctx.signal);
    },
    'confluence.customContent.delete': async ({ connectionId, id, purge }, ctx) => {
      const session = await sessionFor(connectionId);
      const name = await nameOr(async () => {
        const item = await getCustomContent(session, id, {}, ctx.signal);
        return `Custom content “${item.title}” (${item.type})`;
      }, `Custom content ${id}`);
      ctx.describeTarget(name);
      await deleteCustomContent(session, id, purge, ctx.signal);
      return { deleted: true as const };
    },
  };
}
