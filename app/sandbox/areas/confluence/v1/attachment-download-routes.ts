import type { RouteDef, SandboxRequest, World } from '../../../kit';
import { stableHash } from '../data/derived';
import { v1Error } from '../errors';
import { readList, readOptionalInt } from '../query';
import type { AttachmentRecord, AttachmentVersionRecord, ConfluenceState } from '../state';

/**
 * Attachment downloads as the real service does them for API tokens: the classic
 * `/content/{id}/child/attachment/{attachmentId}/download` answers 302 with a pre-signed address of the
 * media service, which serves the bytes to whoever holds the address, without credentials. (The v2
 * `downloadLink` and `/download/attachments/...` no longer accept API tokens and are not served.)
 */

export const MEDIA_PATH_PREFIX = '/wiki/media/file/';

function mediaToken(world: World, attachment: AttachmentRecord, version: number): string {
  return stableHash(`${world.seed}:media:${attachment.fileId}:${version}`).toString(16).padStart(8, '0');
}

/** The file of one upload: generated filler of the recorded size, the same bytes every time. */
function fileBytes(attachment: AttachmentRecord, version: AttachmentVersionRecord): Uint8Array {
  const line = `${version.title}, upload ${version.number} of attachment att${attachment.id}\n`;
  return Buffer.alloc(version.fileSize, line);
}

function attachmentIdOf(req: SandboxRequest): string {
  const match = /^(?:att)?(\d+)$/.exec(req.params.attachmentId ?? '');
  if (match === null) throw v1Error(404, `No attachment with id ${req.params.attachmentId ?? ''}.`);
  return String(Number(match[1]));
}

export const attachmentDownloadRoutes: RouteDef<ConfluenceState>[] = [
  {
    method: 'GET',
    path: '/wiki/rest/api/content/{id}/child/attachment/{attachmentId}/download',
    handle: (req, state, world) => {
      const attachment = state.attachments[attachmentIdOf(req)];
      const statuses = readList(req.query, 'status');
      const allowed = statuses.length === 0 ? ['current'] : statuses;
      if (attachment === undefined || attachment.containerId !== req.params.id || !allowed.includes(attachment.status)) {
        throw v1Error(404, `Content ${req.params.id ?? ''} has no attachment ${req.params.attachmentId ?? ''} you can see.`);
      }
      const latest = attachment.versions[attachment.versions.length - 1];
      const number = readOptionalInt(req.query, 'version', v1Error) ?? latest?.number ?? 1;
      const version = attachment.versions.find((candidate) => candidate.number === number);
      if (version === undefined) throw v1Error(400, `Attachment att${attachment.id} has no version ${number}.`);
      const query = new URLSearchParams({ version: String(number), token: mediaToken(world, attachment, number), name: version.title });
      return { status: 302, headers: { Location: `${req.baseUrl}${MEDIA_PATH_PREFIX}${attachment.fileId}/binary?${query.toString()}` } };
    },
  },
  {
    method: 'GET',
    path: `${MEDIA_PATH_PREFIX}{fileId}/binary`,
    public: true,
    handle: (req, state, world) => {
      const attachment = Object.values(state.attachments).find((candidate) => candidate.fileId === req.params.fileId);
      const number = Number(req.query.get('version') ?? '');
      const version = attachment?.versions.find((candidate) => candidate.number === number);
      if (attachment === undefined || version === undefined || req.query.get('token') !== mediaToken(world, attachment, number)) {
        throw v1Error(401, 'This download address is not valid. Ask Confluence for a new one.');
      }
      const fileName = encodeURIComponent(version.title);
      return {
        status: 200,
        headers: { 'Content-Disposition': `attachment; filename*=UTF-8''${fileName}` },
        file: { contentType: version.mediaType, bytes: fileBytes(attachment, version) },
      };
    },
  },
];
