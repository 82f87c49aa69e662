import { deleteAttachment, getAttachment, listAttachments, listAttachmentVersions } from '../../../api/confluence/v2/attachments';
import type { confluenceAttachmentChannels } from '../../../contract/confluence/attachments.channels';
import { downloadAttachment } from '../attachments/attachments';
import { LargestAttachments } from '../attachments/largest-attachments';
import type { CoreServices } from '../../services';
import { nameOr } from '../../handlers/activity-names';
import type { HandlerSlice } from '../../handlers/types';

type AttachmentChannel = keyof typeof confluenceAttachmentChannels;

/** Attachments: a page's files and their versions, a download, deletion, and the largest files of a space. */
export function confluenceAttachmentHandlers(services: CoreServices): HandlerSlice<AttachmentChannel> {
  const largest = new LargestAttachments(services.jobs);
  const session = (connectionId: string) => services.api.session(connectionId);

  return {
    'confluence.attachments.list': async ({ connectionId, cursor, ...request }, ctx) => listAttachments(await session(connectionId), request, { cursor, signal: ctx.signal }),
    'confluence.attachments.delete': async ({ connectionId, attachmentId, purge }, ctx) => {
      const api = await session(connectionId);
      ctx.describeTarget(await nameOr(async () => `Attachment “${(await getAttachment(api, attachmentId, undefined, ctx.signal)).title}”`, `Attachment ${attachmentId}`));
      await deleteAttachment(api, attachmentId, purge, ctx.signal);
      return { deleted: true as const };
    },
    'confluence.attachmentVersions.list': async ({ connectionId, attachmentId, sort, cursor }, ctx) =>
      listAttachmentVersions(await session(connectionId), attachmentId, sort, { cursor, signal: ctx.signal }),
    'confluence.attachments.getFile': async ({ connectionId, attachmentId, version }, ctx) => downloadAttachment(await session(connectionId), attachmentId, version, ctx.signal),
    'confluence.largestAttachments.start': async ({ connectionId, spaceId }, ctx) => largest.start(await session(connectionId), connectionId, spaceId, ctx.signal),
    'confluence.largestAttachments.get': async ({ connectionId, jobId }, ctx) => largest.view(jobId, connectionId, () => session(connectionId), ctx.signal),
  };
}
