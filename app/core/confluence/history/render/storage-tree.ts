import { Parser } from 'htmlparser2';

/**
 * Confluence storage format read into a small tree. Storage format is XHTML with Confluence's own
 * elements (`ac:structured-macro`, `ri:attachment`...); htmlparser2 reads it tolerantly (HTML entities,
 * CDATA, self-closing tags), and the reading notes where the markup is not well formed, so a damaged
 * version is shown with a note rather than silently.
 */

export interface ElementNode {
  type: 'element';
  name: string;
  attrs: Record<string, string>;
  children: StorageNode[];
}
export interface TextNode {
  type: 'text';
  text: string;
}
export type StorageNode = ElementNode | TextNode;

export interface StorageTree {
  root: ElementNode;
  /** An element was left open, closed out of order, or closed without being opened. */
  malformed: boolean;
}

const VOID_ELEMENTS = new Set(['br', 'hr', 'img', 'col', 'input', 'meta', 'link', 'area', 'base', 'wbr', 'source', 'track', 'embed', 'param']);

/** Counts opening and closing tags per name outside CDATA and comments: any imbalance is damage. */
function tagsBalance(markup: string): boolean {
  const visible = markup.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '').replace(/<!--[\s\S]*?-->/g, '');
  const open = new Map<string, number>();
  for (const match of visible.matchAll(/<(\/?)([a-zA-Z][\w:.-]*)(?:\s[^<>]*?)?(\/?)>/g)) {
    const [, closing, rawName, selfClosing] = match;
    const name = (rawName ?? '').toLowerCase();
    if (selfClosing === '/' || VOID_ELEMENTS.has(name)) continue;
    open.set(name, (open.get(name) ?? 0) + (closing === '/' ? -1 : 1));
  }
  return [...open.values()].every((count) => count === 0);
}

export function readStorage(markup: string): StorageTree {
  const root: ElementNode = { type: 'element', name: '#root', attrs: {}, children: [] };
  const stack: ElementNode[] = [root];
  let impliedClose = false;
  const current = (): ElementNode => stack[stack.length - 1] ?? root;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const element: ElementNode = { type: 'element', name, attrs: { ...attribs }, children: [] };
        current().children.push(element);
        stack.push(element);
      },
      onclosetag(name, isImplied) {
        // A self-closing tag (`<ri:url ... />`) is reported as an implied close too; its text gives it away.
        const selfClosing = markup.slice(parser.startIndex, parser.endIndex + 1).endsWith('/>');
        if (isImplied && !selfClosing && !VOID_ELEMENTS.has(name)) impliedClose = true;
        if (stack.length > 1) stack.pop();
      },
      ontext(text) {
        const siblings = current().children;
        const last = siblings[siblings.length - 1];
        if (last?.type === 'text') last.text += text;
        else siblings.push({ type: 'text', text });
      },
    },
    { recognizeSelfClosing: true, recognizeCDATA: true, decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(markup);
  parser.end();
  return { root, malformed: impliedClose || !tagsBalance(markup) };
}

/** Elements that break a line: their text never runs into their neighbours'. */
const BREAKING = new Set(['p', 'div', 'li', 'td', 'th', 'tr', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'blockquote', 'table', 'ul', 'ol']);

/** The text of a subtree with its whitespace collapsed, as a reader sees it. */
export function textOf(node: StorageNode): string {
  const parts: string[] = [];
  const walk = (current: StorageNode): void => {
    if (current.type === 'text') {
      parts.push(current.text);
      return;
    }
    const breaks = BREAKING.has(current.name);
    if (breaks) parts.push(' ');
    for (const child of current.children) walk(child);
    if (breaks) parts.push(' ');
  };
  walk(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

export function childElements(node: ElementNode, name?: string): ElementNode[] {
  return node.children.filter((child): child is ElementNode => child.type === 'element' && (name === undefined || child.name === name));
}
