import { randomUUID } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import type { BlockKind } from '../../../../contract/confluence/history.channels';
import { ConfluenceElements, TRANSPARENT } from './confluence-elements';
import { childElements, readStorage, textOf, type ElementNode, type StorageNode } from './storage-tree';

/**
 * A page version as a list of top-level blocks (paragraphs, headings, tables, lists, macros...), each
 * as safe HTML and as text. The view joins the blocks; the comparison lines them up. Every piece of
 * HTML passes sanitize-html with a short allow-list: no script, no event handlers, no styles, no
 * images, links only to http, https and mailto.
 */

export interface BlockItem {
  /** Safe inner HTML of a table row or a list item. */
  inner: string;
  text: string;
}

export interface Block {
  kind: BlockKind;
  /** The element the block was written as (`p`, `h2`, `table`, `ul`...), for rebuilding marked copies. */
  tag: string;
  html: string;
  text: string;
  /** What two blocks must share to be the same block. */
  key: string;
  /** Rows of a table, items of a list: compared one by one. */
  items: BlockItem[] | null;
}

export interface RenderedBlocks {
  blocks: Block[];
  malformed: boolean;
  droppedActiveContent: boolean;
}

const SAFE_TAGS = [
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  'colgroup', 'col', 'blockquote', 'pre', 'code', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup', 'br',
  'hr', 'span', 'div', 'a', 'dl', 'dt', 'dd', 'small', 'mark', 'abbr', 'cite', 'q', 'kbd', 'samp', 'var',
];

const SAFE: sanitizeHtml.IOptions = {
  allowedTags: SAFE_TAGS,
  allowedAttributes: { a: ['href', 'title'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan', 'scope'], ol: ['start'], '*': ['class'] },
  allowedClasses: { '*': ['cf-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function safeHtml(html: string): string {
  return sanitizeHtml(html, SAFE);
}

const VOID = new Set(['br', 'hr', 'col']);
const INLINE = new Set(['span', 'a', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup', 'br', 'code', 'small', 'mark', 'abbr', 'cite', 'q', 'kbd', 'samp', 'var']);

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function serialize(node: StorageNode): string {
  if (node.type === 'text') return escapeHtml(node.text);
  const attrs = Object.entries(node.attrs)
    .map(([name, value]) => ` ${name.replace(/[^a-z0-9:_-]/gi, '')}="${escapeHtml(value)}"`)
    .join('');
  if (VOID.has(node.name)) return `<${node.name}${attrs}>`;
  return `<${node.name}${attrs}>${node.children.map(serialize).join('')}</${node.name}>`;
}

function hasClass(node: ElementNode, prefix: string): boolean {
  return (node.attrs.class ?? '').split(/\s+/).some((name) => name.startsWith(prefix));
}

function kindOf(node: ElementNode): BlockKind {
  const name = node.name;
  if (name === 'p') {
    const meaningful = node.children.filter((child) => child.type === 'element' || child.text.trim() !== '');
    const only = meaningful[0];
    return meaningful.length === 1 && only?.type === 'element' && hasClass(only, 'cf-image') ? 'image' : 'paragraph';
  }
  if (/^h[1-6]$/.test(name)) return 'heading';
  if (name === 'table') return 'table';
  if (name === 'ul' || name === 'ol') return 'list';
  if (name === 'pre' || hasClass(node, 'cf-code')) return 'code';
  if (name === 'blockquote') return 'quote';
  if (name === 'hr') return 'divider';
  if (hasClass(node, 'cf-panel')) return 'panel';
  if (hasClass(node, 'cf-macro')) return 'macro';
  if (hasClass(node, 'cf-image')) return 'image';
  return 'block';
}

/** Rows of this table (not of tables nested in its cells), or the items of this list. */
function itemsOf(node: ElementNode, kind: BlockKind): ElementNode[] | null {
  if (kind === 'list') return childElements(node, 'li');
  if (kind !== 'table') return null;
  const sections = childElements(node).filter((child) => ['thead', 'tbody', 'tfoot'].includes(child.name));
  return [...childElements(node, 'tr'), ...sections.flatMap((section) => childElements(section, 'tr'))];
}

interface DraftBlock {
  node: ElementNode;
  kind: BlockKind;
  items: ElementNode[] | null;
}

function draftOf(node: ElementNode): DraftBlock {
  const kind = kindOf(node);
  return { node, kind, items: itemsOf(node, kind) };
}

/**
 * Sanitises every block and item in one pass (one sanitize-html call per block costs a hundred times
 * more on a long page), separated by a random marker that page text cannot contain. Each piece is
 * balanced markup on its own, so the pieces come apart where they went in.
 */
function finish(drafts: DraftBlock[]): Block[] {
  const marker = `\u241E${randomUUID()}\u241E`;
  const pieces: string[] = [];
  for (const draft of drafts) {
    pieces.push(serialize(draft.node));
    for (const item of draft.items ?? []) pieces.push(item.children.map(serialize).join(''));
  }
  const safe = safeHtml(pieces.join(marker)).split(marker);
  let cursor = 0;
  const next = () => safe[cursor++] ?? '';
  return drafts.map((draft) => {
    const html = next();
    const items = draft.items?.map((item) => ({ inner: next(), text: textOf(item) })) ?? null;
    const tag = /^(p|h[1-6]|ul|ol)$/.test(draft.node.name) ? draft.node.name : 'div';
    return { kind: draft.kind, tag, html, text: textOf(draft.node), key: `${draft.kind}\u0000${html}`, items };
  });
}

function isContainer(node: ElementNode): boolean {
  if (node.name === '#root' || TRANSPARENT.has(node.name) || ['section', 'article', 'main'].includes(node.name)) return true;
  return node.name === 'div' && !hasClass(node, 'cf-') && node.children.some((child) => child.type === 'element' && !INLINE.has(child.name));
}

/** Top-level blocks: containers are opened, loose inline content becomes a paragraph. */
function flatten(nodes: readonly StorageNode[], out: DraftBlock[]): void {
  let loose: StorageNode[] = [];
  const flush = () => {
    if (loose.some((node) => node.type === 'element' || node.text.trim() !== '')) out.push(draftOf({ type: 'element', name: 'p', attrs: {}, children: loose }));
    loose = [];
  };
  for (const node of nodes) {
    if (node.type === 'text' || (INLINE.has(node.name) && !hasClass(node, 'cf-macro'))) {
      loose.push(node);
    } else if (isContainer(node)) {
      flush();
      flatten(node.children, out);
    } else {
      flush();
      out.push(draftOf(node));
    }
  }
  flush();
}

export function renderBlocks(storage: string): RenderedBlocks {
  const tree = readStorage(storage);
  const elements = new ConfluenceElements();
  const converted = elements.convertAll(tree.root.children);
  const drafts: DraftBlock[] = [];
  flatten(converted, drafts);
  return { blocks: finish(drafts), malformed: tree.malformed, droppedActiveContent: elements.report.droppedActiveContent };
}
