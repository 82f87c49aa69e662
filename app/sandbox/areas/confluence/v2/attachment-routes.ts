import type { RouteDef, SandboxRequest } from '../../../kit';
import { v2Error } from '../errors';
import { readBool, readEnum, readEnumList, readOptionalInt } from '../query';
import type { AttachmentContainerType, AttachmentRecord, ConfluenceState } from '../state';
import { attachmentBulk, latestAttachmentVersion } from './attachment-view';
import { attachmentParam, numericParam } from './ids';
import { readVersionSort } from './page-version-routes';
import { cursorPage, readV2Limit, standardOrder } from './paging';
import { detailedVersion, v2Version } from './version-view';

const ATTACHMENT_SORTS = ['created-date', '-created-date', 'modified-date', '-modified-date'] as const;
const ATTACHMENT_STATUSES = ['current', 'archived', 'trashed'] as const;

function requireAttachment(state: ConfluenceState, id: string): AttachmentRecord {
  const attachment = state.attachments[id];
  if (attachment === undefined) throw v2Error(404, `No attachment with id att${id}.`);
  return attachment;
}

function attachmentOrder(req: SandboxRequest) {
  const sort = readEnum(req.query, 'sort', ATTACHMENT_SORTS, '-modified-date', v2Error);
  return standardOrder<AttachmentRecord>(sort, {
    createdAt: (attachment) => attachment.createdAt,
    modifiedAt: (attachment) => latestAttachmentVersion(attachment).createdAt,
    title: (attachment) => latestAttachmentVersion(attachment).title,
  });
}

/** Attachments of one page, blog post or custom content item, with status, media type and file name filters. */
function containerRoute(segment: string, containerType: AttachmentContainerType): RouteDef<ConfluenceState> {
  return {
    method: 'GET',
    path: `/wiki/api/v2/${segment}/{id}/attachments`,
    handle: (req, state) => {
      const id = numericParam(req, 'id');
      const exists = containerType === 'custom-content' ? state.customContent[id] !== undefined : state.contents[id]?.type === containerType;
      if (!exists) throw v2Error(404, `No ${containerType} with id ${id}.`);
      const statuses = readEnumList(req.query, 'status', ATTACHMENT_STATUSES, v2Error);
      const wanted = new Set<string>(statuses.length === 0 ? ['current', 'archived'] : statuses);
      const mediaType = req.query.get('mediaType');
      const filename = req.query.get('filename') ?? req.query.get('fileName');
      const order = attachmentOrder(req);
      const limit = readV2Limit(req.query, 50);
      const matches = Object.values(state.attachments).filter((attachment) => {
        const latest = latestAttachmentVersion(attachment);
        return (
          attachment.containerId === id &&
          wanted.has(attachment.status) &&
          (mediaType === null || latest.mediaType === mediaType) &&
          (filename === null || latest.title === filename)
        );
      });
      return cursorPage(req, matches, order, limit, (attachment) => attachmentBulk(state, attachment));
    },
  };
}

export const attachmentRoutes: RouteDef<ConfluenceState>[] = [
  {
    method: 'GET',
    path: '/wiki/api/v2/attachments/{id}',
    handle: (req, state) => {
      const attachment = requireAttachment(state, attachmentParam(req, 'id'));
      const number = readOptionalInt(req.query, 'version', v2Error);
      const version = number === null ? undefined : attachment.versions.find((candidate) => candidate.number === number);
      if (number !== null && version === undefined) throw v2Error(404, `Attachment att${attachment.id} has no version ${number}.`);
      const single: Record<string, unknown> = attachmentBulk(state, attachment, version);
      if (!readBool(req.query, 'include-version', true)) delete single.version;
      if (readBool(req.query, 'include-versions', false)) {
        single.versions = { results: [...attachment.versions].reverse().map(v2Version), meta: { hasMore: false, cursor: '' } };
      }
      if (readBool(req.query, 'include-labels', false)) {
        const labels = attachment.labelIds.flatMap((id) => {
          const label = state.labels[id];
          return label === undefined ? [] : [{ id: label.id, name: label.name, prefix: label.prefix }];
        });
        single.labels = { results: labels, meta: { hasMore: false, cursor: '' } };
      }
      single._links = { ...(single._links as Record<string, string>), base: `${req.baseUrl}/wiki` };
      return { status: 200, body: single };
    },
  },
  {
    method: 'DELETE',
    path: '/wiki/api/v2/attachments/{id}',
    idempotent: false,
    handle: (req, state) => {
      const attachment = requireAttachment(state, attachmentParam(req, 'id'));
      if (readBool(req.query, 'purge', false)) {
        if (attachment.status !== 'trashed') throw v2Error(400, 'Only an attachment in the trash can be purged; delete it first.');
        delete state.attachments[attachment.id];
      } else {
        if (attachment.status === 'trashed') throw v2Error(404, `Attachment att${attachment.id} is already in the trash.`);
        attachment.status = 'trashed';
      }
      return { status: 204 };
    },
  },
  containerRoute('pages', 'page'),
  containerRoute('blogposts', 'blogpost'),
  containerRoute('custom-content', 'custom-content'),
  {
    method: 'GET',
    path: '/wiki/api/v2/labels/{id}/attachments',
    handle: (req, state) => {
      const labelId = numericParam(req, 'id');
      if (state.labels[labelId] === undefined) throw v2Error(404, `No label with id ${labelId}.`);
      const order = attachmentOrder(req);
      const limit = readV2Limit(req.query, 25);
      const matches = Object.values(state.attachments).filter((attachment) => attachment.labelIds.includes(labelId) && attachment.status === 'current');
      return cursorPage(req, matches, order, limit, (attachment) => attachmentBulk(state, attachment));
    },
  },
  {
    method: 'GET',
    path: '/wiki/api/v2/attachments/{id}/versions',
    handle: (req, state) => {
      const attachment = requireAttachment(state, attachmentParam(req, 'id'));
      return cursorPage(req, attachment.versions, readVersionSort(req.query), readV2Limit(req.query, 25), (version) => ({
        ...v2Version(version),
        attachment: { id: `att${attachment.id}`, title: version.title },
      }));
    },
  },
  {
    method: 'GET',
    path: '/wiki/api/v2/attachments/{attachment-id}/versions/{version-number}',
    handle: (req, state) => {
      const attachment = requireAttachment(state, attachmentParam(req, 'attachment-id'));
      const number = Number(numericParam(req, 'version-number'));
      const version = attachment.versions.find((candidate) => candidate.number === number);
      if (version === undefined) throw v2Error(404, `Attachment att${attachment.id} has no version ${number}.`);
      return { status: 200, body: detailedVersion(attachment.versions, version) };
    },
  },
];
