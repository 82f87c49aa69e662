import { ATTACHMENT_FILES } from '../data/words';
import type { AttachmentRecord, AttachmentVersionRecord, ConfluenceState } from '../state';
import { v2Version } from './version-view';

export function latestAttachmentVersion(attachment: AttachmentRecord): AttachmentVersionRecord {
  const latest = attachment.versions[attachment.versions.length - 1];
  if (latest === undefined) throw new Error(`attachment ${attachment.id} has no versions`);
  return latest;
}

const CONTAINER_FIELD = { page: 'pageId', blogpost: 'blogPostId', 'custom-content': 'customContentId' } as const;

/** AttachmentBulk, optionally as of an older version. */
export function attachmentBulk(
  state: ConfluenceState,
  attachment: AttachmentRecord,
  version: AttachmentVersionRecord = latestAttachmentVersion(attachment),
): Record<string, unknown> {
  const space = state.spaces[state.contents[attachment.containerId]?.spaceId ?? ''];
  const webui = `/spaces/${space?.key ?? 'unknown'}/pages/${attachment.containerId}/attachments/att${attachment.id}`;
  const download = `/download/attachments/${attachment.containerId}/${encodeURIComponent(version.title)}?version=${version.number}&api=v2`;
  return {
    id: `att${attachment.id}`,
    status: attachment.status,
    title: version.title,
    createdAt: attachment.createdAt,
    [CONTAINER_FIELD[attachment.containerType]]: attachment.containerId,
    mediaType: version.mediaType,
    mediaTypeDescription: ATTACHMENT_FILES.find((file) => file.mediaType === version.mediaType)?.description ?? 'File',
    comment: attachment.comment,
    fileId: attachment.fileId,
    fileSize: version.fileSize,
    webuiLink: webui,
    downloadLink: download,
    version: v2Version(version),
    _links: { webui, download },
  };
}
