import { bodyOf, lastModified, plainText, titleOf } from '../content';
import type { AttachmentRecord, ConfluenceState, ContentRecord, SpaceRecord } from '../state';
import type { FieldTable } from './compile';

/** One searchable thing: a page, a blog post or an attachment, seen the way CQL sees it. */
export interface SearchDoc {
  id: string;
  type: 'page' | 'blogpost' | 'attachment';
  title: string;
  space: SpaceRecord;
  labels: string[];
  creator: string;
  contributors: string[];
  created: number;
  lastModified: number;
  parentId: string | null;
  text(): string;
  ancestors(): string[];
  content: ContentRecord | null;
  attachment: AttachmentRecord | null;
}

function ancestorsOf(state: ConfluenceState, content: ContentRecord): string[] {
  const ancestors: string[] = [];
  for (let parent = content.parentId; parent !== null && !ancestors.includes(parent); parent = state.contents[parent]?.parentId ?? null) {
    ancestors.push(parent);
  }
  return ancestors;
}

function labelNames(state: ConfluenceState, ids: string[]): string[] {
  return ids.flatMap((id) => {
    const label = state.labels[id];
    return label === undefined ? [] : [label.name];
  });
}

/** Current content and attachments; archived spaces only when the client asks for them. */
export function searchDocs(state: ConfluenceState, includeArchivedSpaces: boolean): SearchDoc[] {
  const visibleSpace = (spaceId: string): SpaceRecord | undefined => {
    const space = state.spaces[spaceId];
    return space !== undefined && (includeArchivedSpaces || space.status === 'current') ? space : undefined;
  };
  const docs: SearchDoc[] = [];
  for (const content of Object.values(state.contents)) {
    const space = content.status === 'current' ? visibleSpace(content.spaceId) : undefined;
    if (space === undefined) continue;
    docs.push({
      id: content.id,
      type: content.type,
      title: titleOf(content),
      space,
      labels: labelNames(state, content.labelIds),
      creator: content.authorId,
      contributors: [...new Set(content.versions.map((version) => version.authorId))],
      created: Date.parse(content.createdAt),
      lastModified: Date.parse(lastModified(content)),
      parentId: content.parentId,
      text: () => `${titleOf(content)} ${plainText(bodyOf(content))}`,
      ancestors: () => ancestorsOf(state, content),
      content,
      attachment: null,
    });
  }
  for (const attachment of Object.values(state.attachments)) {
    const container = state.contents[attachment.containerId];
    const space = attachment.status === 'current' && container !== undefined ? visibleSpace(container.spaceId) : undefined;
    const latest = attachment.versions[attachment.versions.length - 1];
    if (space === undefined || latest === undefined) continue;
    docs.push({
      id: `att${attachment.id}`,
      type: 'attachment',
      title: latest.title,
      space,
      labels: labelNames(state, attachment.labelIds),
      creator: attachment.versions[0]?.authorId ?? latest.authorId,
      contributors: [...new Set(attachment.versions.map((version) => version.authorId))],
      created: Date.parse(attachment.createdAt),
      lastModified: Date.parse(latest.createdAt),
      parentId: attachment.containerId,
      text: () => `${latest.title} ${attachment.comment}`,
      ancestors: () => [attachment.containerId],
      content: null,
      attachment,
    });
  }
  return docs;
}

const USER_FIELD_REFUSAL =
  'user fields (user, user.fullname, user.accountid, user.userkey) are not supported by /wiki/rest/api/search; use /wiki/rest/api/search/user';

export function contentFieldTable(callerAccountId: string, now: number): FieldTable<SearchDoc> {
  return {
    fields: {
      type: { kind: 'keyword', values: (doc) => [doc.type] },
      space: { kind: 'keyword', values: (doc) => [doc.space.key, doc.space.id] },
      'space.key': { kind: 'keyword', values: (doc) => [doc.space.key] },
      'space.id': { kind: 'keyword', values: (doc) => [doc.space.id] },
      'space.type': { kind: 'keyword', values: (doc) => [doc.space.type] },
      'space.title': { kind: 'text', text: (doc) => doc.space.name },
      title: { kind: 'text', text: (doc) => doc.title },
      text: { kind: 'text', text: (doc) => doc.text() },
      label: { kind: 'keyword', values: (doc) => doc.labels },
      creator: { kind: 'keyword', values: (doc) => [doc.creator], caseSensitive: true },
      contributor: { kind: 'keyword', values: (doc) => doc.contributors, caseSensitive: true },
      created: { kind: 'date', time: (doc) => doc.created },
      lastmodified: { kind: 'date', time: (doc) => doc.lastModified },
      id: { kind: 'number', value: (doc) => Number(doc.id.replace(/^att/, '')) },
      parent: { kind: 'keyword', values: (doc) => (doc.parentId === null ? [] : [doc.parentId]) },
      ancestor: { kind: 'keyword', values: (doc) => doc.ancestors() },
    },
    refused: {
      user: USER_FIELD_REFUSAL,
      'user.fullname': USER_FIELD_REFUSAL,
      'user.accountid': USER_FIELD_REFUSAL,
      'user.userkey': USER_FIELD_REFUSAL,
    },
    functions: { currentuser: () => callerAccountId },
    now,
  };
}

export const CONTENT_SORTABLE: Record<string, (doc: SearchDoc) => string | number> = {
  title: (doc) => doc.title.toLowerCase(),
  created: (doc) => doc.created,
  lastmodified: (doc) => doc.lastModified,
  id: (doc) => Number(doc.id.replace(/^att/, '')),
  type: (doc) => doc.type,
  space: (doc) => doc.space.key,
};
