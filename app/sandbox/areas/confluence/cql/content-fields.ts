import { bodyOf, lastModified, plainText, titleOf } from '../content';
import type { AttachmentRecord, ConfluenceState, ContentRecord, CustomContentRecord, SpaceRecord } from '../state';
import type { FieldTable } from './compile';

/** One searchable thing: a page, a blog post, an attachment or an app's custom content, seen the way CQL sees it. */
export interface SearchDoc {
  id: string;
  /** `page`, `blogpost`, `attachment`, or the custom content type's key (`ac:app-key:module`, `forge:…`). */
  type: string;
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
  customContent: CustomContentRecord | null;
}

function ancestorsOf(state: ConfluenceState, content: ContentRecord): string[] {
  const ancestors: string[] = [];
  for (let parent = content.parentId; parent !== null && !ancestors.includes(parent); parent = state.contents[parent]?.parentId ?? null) {
    ancestors.push(parent);
  }
  return ancestors;
}

/** The containers above custom content: other custom content, then its page or blog post and theirs. */
function customAncestorsOf(state: ConfluenceState, item: CustomContentRecord): string[] {
  const ancestors: string[] = [];
  for (let current: CustomContentRecord | undefined = item; current !== undefined; ) {
    const parentId: string | null = current.customContentId;
    if (parentId !== null) {
      if (ancestors.includes(parentId)) break;
      ancestors.push(parentId);
      current = state.customContent[parentId];
      continue;
    }
    const contentId = current.pageId ?? current.blogPostId;
    const content = contentId === null ? undefined : state.contents[contentId];
    if (content !== undefined) ancestors.push(content.id, ...ancestorsOf(state, content));
    break;
  }
  return ancestors;
}

/** The text of an Atlassian Document Format body: its text nodes, in order. */
function adfText(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(adfText);
  if (typeof node !== 'object' || node === null) return [];
  const { text, content } = node as { text?: unknown; content?: unknown };
  return [...(typeof text === 'string' ? [text] : []), ...adfText(content)];
}

/** What search reads of a custom content body: storage as plain text, ADF's text nodes, raw bodies as stored. */
export function customBodyText(body: CustomContentRecord['body']): string {
  if (body.representation === 'storage') return plainText(body.value);
  if (body.representation === 'atlas_doc_format') {
    try {
      return adfText(JSON.parse(body.value)).join(' ');
    } catch {
      return body.value;
    }
  }
  return body.value;
}

function labelNames(state: ConfluenceState, ids: string[]): string[] {
  return ids.flatMap((id) => {
    const label = state.labels[id];
    return label === undefined ? [] : [label.name];
  });
}

/**
 * A page or blog post as search sees it. Every search makes one per page of the site (100,000 and more in
 * the enterprise world), so its fields are worked out when a query reads them, not up front.
 */
class ContentDoc implements SearchDoc {
  readonly attachment = null;
  readonly customContent = null;
  private modifiedAt: number | undefined;

  constructor(
    private readonly state: ConfluenceState,
    readonly content: ContentRecord,
    readonly space: SpaceRecord,
  ) {}

  get id(): string {
    return this.content.id;
  }
  get type(): string {
    return this.content.type;
  }
  get title(): string {
    return titleOf(this.content);
  }
  get labels(): string[] {
    return labelNames(this.state, this.content.labelIds);
  }
  get creator(): string {
    return this.content.authorId;
  }
  get contributors(): string[] {
    return [...new Set(this.content.versions.map((version) => version.authorId))];
  }
  get created(): number {
    return Date.parse(this.content.createdAt);
  }
  /** Read again and again when results are sorted by recency, so worked out once. */
  get lastModified(): number {
    this.modifiedAt ??= Date.parse(lastModified(this.content));
    return this.modifiedAt;
  }
  get parentId(): string | null {
    return this.content.parentId;
  }
  text(): string {
    return `${titleOf(this.content)} ${plainText(bodyOf(this.content))}`;
  }
  ancestors(): string[] {
    return ancestorsOf(this.state, this.content);
  }
}

/**
 * Current content, attachments and custom content (only pages and blog posts with `contentOnly`);
 * archived spaces only when the client asks for them; with `afterContentId`, only content of a higher id.
 */
export function searchDocs(state: ConfluenceState, includeArchivedSpaces: boolean, contentOnly = false, afterContentId?: number): SearchDoc[] {
  const visibleSpace = (spaceId: string): SpaceRecord | undefined => {
    const space = state.spaces[spaceId];
    return space !== undefined && (includeArchivedSpaces || space.status === 'current') ? space : undefined;
  };
  const docs: SearchDoc[] = [];
  for (const content of Object.values(state.contents)) {
    if (afterContentId !== undefined && Number(content.id) <= afterContentId) continue;
    const space = content.status === 'current' ? visibleSpace(content.spaceId) : undefined;
    if (space !== undefined) docs.push(new ContentDoc(state, content, space));
  }
  if (contentOnly) return docs;
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
      customContent: null,
    });
  }
  for (const item of Object.values(state.customContent)) {
    const space = item.status === 'current' ? visibleSpace(item.spaceId) : undefined;
    const latest = item.versions[item.versions.length - 1];
    if (space === undefined || latest === undefined) continue;
    docs.push({
      id: item.id,
      type: item.type,
      title: item.title,
      space,
      labels: [],
      creator: item.authorId,
      contributors: [...new Set(item.versions.map((version) => version.authorId))],
      created: Date.parse(item.createdAt),
      lastModified: Date.parse(latest.createdAt),
      parentId: item.customContentId ?? item.pageId ?? item.blogPostId,
      text: () => `${item.title} ${customBodyText(item.body)}`,
      ancestors: () => customAncestorsOf(state, item),
      content: null,
      attachment: null,
      customContent: item,
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
