import type { confluenceChannels, RestrictedOperation } from '../../contract/channels/confluence';
import type { CallContext } from '../../contract/dispatch';
import { getAttachment, deleteAttachment, getAttachmentVersion, listAttachments, listAttachmentVersions } from '../../api/confluence/v2/attachments';
import { contentLabel, pageSummary } from '../../api/confluence/shared/content-summary';
import {
  createCustomContent,
  deleteCustomContent,
  getCustomContent,
  listCustomContent,
} from '../../api/confluence/v2/custom-content';
import { saveCustomContent } from '../history/custom-content';
import { deleteVersionChecked, restoreChecked } from '../history/view-and-restore';
import { savedAtWords } from '../history/versions';
import { createPage, deletePage, getPage, listPages, listPagesInSpace, listPagesWithLabel, updatePage } from '../../api/confluence/v2/pages';
import { getSpace, listSpacePermissions, listSpaces } from '../../api/confluence/v2/spaces';
import { currentUser } from '../../api/confluence/v1/current-user';
import { addRestrictionsSafely, changeGroupSafely, changeUserSafely, replaceRestrictionsSafely } from '../../api/confluence/v1/guarded-restrictions';
import {
  groupRestrictionApplies,
  listRestrictions,
  removeAllRestrictions,
  restrictionForOperation,
  restrictionsByOperation,
  userRestrictionApplies,
} from '../../api/confluence/v1/restrictions';
import { searchContent, searchUsers } from '../../api/confluence/v1/search';
import { createTemplate, deleteTemplate, getTemplate, listTemplates, updateTemplate } from '../../api/confluence/v1/templates';
import { getVersion, listVersions } from '../../api/confluence/v1/versions';
import type { ApiSession } from '../../api/http/session';
import type { CoreServices } from '../services';
import { nameOr } from './activity-names';
import type { HandlerSlice } from './types';

type ConfluenceChannel = keyof typeof confluenceChannels;

const OPERATION_VERBS: Record<RestrictedOperation, string> = { read: 'view', update: 'edit' };

async function personName(session: ApiSession, accountId: string, signal: AbortSignal): Promise<string> {
  const page = await searchUsers(session, { cql: `user.accountid = "${accountId.replace(/"/g, '')}"`, limit: 1 }, signal);
  const user = page.items[0];
  return user?.displayName ?? user?.publicName ?? accountId;
}

export function confluenceHandlers(services: CoreServices): HandlerSlice<ConfluenceChannel> {
  const sessionFor = (connectionId: string) => services.api.session(connectionId);

  /** Names content in plain words and records it as the Activity target before acting on it. */
  async function describeContent(session: ApiSession, contentId: string, ctx: CallContext, suffix = ''): Promise<void> {
    const label = await nameOr(async () => contentLabel(contentId, await pageSummary(session, contentId, ctx.signal)), `Content ${contentId}`);
    ctx.describeTarget(`${label}${suffix}`);
  }

  return {
    'confluence.currentUser.get': async ({ connectionId }, ctx) => currentUser(await sessionFor(connectionId), ctx.signal),

    'confluence.restrictions.list': async ({ connectionId, contentId, ...window }, ctx) =>
      listRestrictions(await sessionFor(connectionId), contentId, window, ctx.signal),
    'confluence.restrictions.getByOperation': async ({ connectionId, contentId, expand }, ctx) =>
      restrictionsByOperation(await sessionFor(connectionId), contentId, expand, ctx.signal),
    'confluence.restrictions.getForOperation': async ({ connectionId, contentId, operation, ...window }, ctx) =>
      restrictionForOperation(await sessionFor(connectionId), contentId, operation, window, ctx.signal),
    'confluence.restrictions.add': async ({ connectionId, contentId, changes, allowSelfLockout }, ctx) => {
      const session = await sessionFor(connectionId);
      await describeContent(session, contentId, ctx, ' — add restrictions');
      return addRestrictionsSafely(session, contentId, changes, { allowSelfLockout, signal: ctx.signal });
    },
    'confluence.restrictions.replace': async ({ connectionId, contentId, changes, allowSelfLockout }, ctx) => {
      const session = await sessionFor(connectionId);
      await describeContent(session, contentId, ctx, ' — replace restrictions');
      return replaceRestrictionsSafely(session, contentId, changes, { allowSelfLockout, signal: ctx.signal });
    },
    'confluence.restrictions.removeAll': async ({ connectionId, contentId }, ctx) => {
      const session = await sessionFor(connectionId);
      await describeContent(session, contentId, ctx, ' — remove all restrictions');
      return removeAllRestrictions(session, contentId, ctx.signal);
    },
    'confluence.restrictions.checkGroup': async ({ connectionId, ...target }, ctx) => ({
      applies: await groupRestrictionApplies(await sessionFor(connectionId), target, ctx.signal),
    }),
    'confluence.restrictions.addGroup': async ({ connectionId, allowSelfLockout, ...target }, ctx) => {
      const session = await sessionFor(connectionId);
      await describeContent(session, target.contentId, ctx, ` — let group “${target.group}” ${OPERATION_VERBS[target.operation]}`);
      await changeGroupSafely(session, target, true, { allowSelfLockout, signal: ctx.signal });
      return { done: true as const };
    },
    'confluence.restrictions.removeGroup': async ({ connectionId, allowSelfLockout, ...target }, ctx) => {
      const session = await sessionFor(connectionId);
      await describeContent(session, target.contentId, ctx, ` — remove group “${target.group}” from who can ${OPERATION_VERBS[target.operation]}`);
      await changeGroupSafely(session, target, false, { allowSelfLockout, signal: ctx.signal });
      return { done: true as const };
    },
    'confluence.restrictions.checkUser': async ({ connectionId, ...target }, ctx) => ({
      applies: await userRestrictionApplies(await sessionFor(connectionId), target, ctx.signal),
    }),
    'confluence.restrictions.addUser': async ({ connectionId, allowSelfLockout, ...target }, ctx) => {
      const session = await sessionFor(connectionId);
      const name = await nameOr(() => personName(session, target.accountId, ctx.signal), target.accountId);
      await describeContent(session, target.contentId, ctx, ` — let ${name} ${OPERATION_VERBS[target.operation]}`);
      await changeUserSafely(session, target, true, { allowSelfLockout, signal: ctx.signal });
      return { done: true as const };
    },
    'confluence.restrictions.removeUser': async ({ connectionId, allowSelfLockout, ...target }, ctx) => {
      const session = await sessionFor(connectionId);
      const name = await nameOr(() => personName(session, target.accountId, ctx.signal), target.accountId);
      await describeContent(session, target.contentId, ctx, ` — remove ${name} from who can ${OPERATION_VERBS[target.operation]}`);
      await changeUserSafely(session, target, false, { allowSelfLockout, signal: ctx.signal });
      return { done: true as const };
    },

    'confluence.versions.list': async ({ connectionId, contentId, cursor }, ctx) =>
      listVersions(await sessionFor(connectionId), contentId, { cursor, signal: ctx.signal }),
    'confluence.versions.get': async ({ connectionId, contentId, versionNumber }, ctx) =>
      getVersion(await sessionFor(connectionId), contentId, versionNumber, ctx.signal),
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

    'confluence.pages.list': async ({ connectionId, cursor, ...filters }, ctx) => listPages(await sessionFor(connectionId), filters, { cursor, signal: ctx.signal }),
    'confluence.pages.listByLabel': async ({ connectionId, cursor, ...filter }, ctx) =>
      listPagesWithLabel(await sessionFor(connectionId), filter, { cursor, signal: ctx.signal }),
    'confluence.pages.listInSpace': async ({ connectionId, cursor, ...filter }, ctx) =>
      listPagesInSpace(await sessionFor(connectionId), filter, { cursor, signal: ctx.signal }),
    'confluence.pages.get': async ({ connectionId, pageId, ...options }, ctx) => getPage(await sessionFor(connectionId), pageId, options, ctx.signal),
    'confluence.pages.create': async ({ connectionId, ...draft }, ctx) => {
      ctx.describeTarget(draft.title ? `Page “${draft.title}”` : `Untitled draft page in space ${draft.spaceId}`);
      return createPage(await sessionFor(connectionId), draft, ctx.signal);
    },
    'confluence.pages.update': async ({ connectionId, ...edit }, ctx) => {
      ctx.describeTarget(`Page “${edit.title}”`);
      return updatePage(await sessionFor(connectionId), edit, ctx.signal);
    },
    'confluence.pages.delete': async ({ connectionId, pageId, purge, draft }, ctx) => {
      const session = await sessionFor(connectionId);
      await describeContent(session, pageId, ctx);
      await deletePage(session, pageId, { purge, draft }, ctx.signal);
      return { deleted: true as const };
    },

    'confluence.spaces.list': async ({ connectionId, cursor, ...filters }, ctx) => listSpaces(await sessionFor(connectionId), filters, { cursor, signal: ctx.signal }),
    'confluence.spaces.get': async ({ connectionId, spaceId, ...options }, ctx) => getSpace(await sessionFor(connectionId), spaceId, options, ctx.signal),
    'confluence.spacePermissions.list': async ({ connectionId, spaceId, cursor }, ctx) =>
      listSpacePermissions(await sessionFor(connectionId), spaceId, { cursor, signal: ctx.signal }),

    'confluence.attachments.get': async ({ connectionId, attachmentId, version }, ctx) =>
      getAttachment(await sessionFor(connectionId), attachmentId, version, ctx.signal),
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
    'confluence.attachmentVersions.get': async ({ connectionId, attachmentId, versionNumber }, ctx) =>
      getAttachmentVersion(await sessionFor(connectionId), attachmentId, versionNumber, ctx.signal),

    'confluence.customContent.list': async ({ connectionId, cursor, ...request }, ctx) =>
      listCustomContent(await sessionFor(connectionId), request, { cursor, signal: ctx.signal }),
    'confluence.customContent.get': async ({ connectionId, id, ...options }, ctx) =>
      getCustomContent(await sessionFor(connectionId), id, options, ctx.signal),
    'confluence.customContent.create': async ({ connectionId, ...draft }, ctx) => {
      ctx.describeTarget(`Custom content “${draft.title}” (${draft.type})`);
      return createCustomContent(await sessionFor(connectionId), draft, ctx.signal);
    },
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
