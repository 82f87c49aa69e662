import { childElements, textOf, type ElementNode, type StorageNode } from './storage-tree';

/**
 * Turns Confluence's own elements into plain HTML that shows what they are without running or
 * loading anything: macros become labelled boxes (panels keep their text), images become a line
 * naming the file or the address that was not loaded, links keep their words. Scripts, frames and
 * forms are dropped; the caller is told, so the view can say so.
 */

export interface TransformReport {
  droppedActiveContent: boolean;
}

const DROPPED = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'link', 'meta',
  'base', 'form', 'input', 'button', 'select', 'textarea', 'audio', 'video', 'source', 'canvas', 'applet',
]);

/** Wrappers of page layouts: their content is the page's content. */
export const TRANSPARENT = new Set(['ac:layout', 'ac:layout-section', 'ac:layout-cell', 'ac:rich-text-body', 'ac:task-body', 'body', 'html']);

const PANELS = new Set(['info', 'note', 'warning', 'tip', 'panel']);

const MACRO_NAMES: Record<string, string> = {
  info: 'Info panel',
  note: 'Note panel',
  warning: 'Warning panel',
  tip: 'Tip panel',
  panel: 'Panel',
  code: 'Code block',
  noformat: 'Preformatted text',
  toc: 'Table of contents',
  jira: 'Jira issues',
  children: 'Child pages',
  include: 'Included page',
  'excerpt-include': 'Excerpt from another page',
  excerpt: 'Excerpt',
  expand: 'Expandable section',
  status: 'Status',
  anchor: 'Anchor',
  'view-file': 'File preview',
  gallery: 'Image gallery',
  'recently-updated': 'Recently updated',
  attachments: 'Attachment list',
  'contentbylabel': 'Pages with a label',
  'pagetree': 'Page tree',
  'drawio': 'Diagram',
  'widget': 'Embedded web content',
  'iframe': 'Embedded web page',
  'html': 'Raw HTML',
};

function el(name: string, attrs: Record<string, string>, children: StorageNode[]): ElementNode {
  return { type: 'element', name, attrs, children };
}
const text = (value: string): StorageNode => ({ type: 'text', text: value });

export function macroLabel(name: string): string {
  return MACRO_NAMES[name] ?? `Macro “${name}”`;
}

function hostOf(address: string): string {
  try {
    return new URL(address).host || address;
  } catch {
    return address.slice(0, 80);
  }
}

function imageNote(description: string): ElementNode {
  return el('span', { class: 'cf-image' }, [text(description)]);
}

function parameters(macro: ElementNode): Map<string, string> {
  return new Map(childElements(macro, 'ac:parameter').map((parameter) => [parameter.attrs['ac:name'] ?? '', textOf(parameter)]));
}

function macroName(macro: ElementNode): string {
  return (macro.attrs['ac:name'] ?? macro.attrs.name ?? 'unknown').toLowerCase();
}

export class ConfluenceElements {
  readonly report: TransformReport = { droppedActiveContent: false };

  /** The HTML children a Confluence node stands for (none, one or several). */
  convert(node: StorageNode): StorageNode[] {
    if (node.type === 'text') return [node];
    const name = node.name;
    if (DROPPED.has(name)) {
      this.report.droppedActiveContent = true;
      return [];
    }
    if (name === 'ac:structured-macro' || name === 'ac:macro') return [this.macro(node)];
    if (name === 'ac:image') return [this.image(node)];
    if (name === 'img') return [imageNote(node.attrs.src?.startsWith('data:') ? 'Embedded image (not shown)' : `Image from ${hostOf(node.attrs.src ?? '')} (not loaded)`)];
    if (name === 'ac:link') return [this.link(node)];
    if (name === 'ac:emoticon') return [text(`(${node.attrs['ac:name'] ?? 'emoticon'})`)];
    if (name === 'ac:placeholder') return [el('span', { class: 'cf-placeholder' }, this.convertAll(node.children))];
    if (name === 'at:var') return [el('span', { class: 'cf-variable' }, [text(`[${node.attrs['at:name'] ?? 'variable'}]`)])];
    if (name === 'ac:task-list') return [el('ul', { class: 'cf-tasks' }, childElements(node, 'ac:task').map((task) => this.task(task)))];
    if (name === 'time') return [text(node.attrs.datetime ?? textOf(node))];
    if (name.startsWith('ri:') || name === 'ac:parameter' || name === 'ac:plain-text-body') return [];
    if (name.includes(':') && !TRANSPARENT.has(name)) return this.convertAll(node.children);
    // The page's own classes are dropped: only the `cf-` classes made here may reach the view.
    const { class: _pageClasses, ...attrs } = node.attrs;
    return [el(name, attrs, this.convertAll(node.children))];
  }

  convertAll(nodes: readonly StorageNode[]): StorageNode[] {
    return nodes.flatMap((child) => this.convert(child));
  }

  private macro(macro: ElementNode): ElementNode {
    const name = macroName(macro);
    const params = parameters(macro);
    const label = el('span', { class: 'cf-macro-label' }, [text(macroLabel(name))]);
    const body = childElements(macro, 'ac:rich-text-body')[0];
    const plain = childElements(macro, 'ac:plain-text-body')[0];
    if (name === 'code' || name === 'noformat') {
      const language = params.get('language');
      const heading = language ? [label, text(` (${language})`)] : [label];
      return el('div', { class: 'cf-macro cf-code' }, [el('div', {}, heading), el('pre', {}, [el('code', {}, [text(plain === undefined ? '' : textOfPlain(plain))])])]);
    }
    if (name === 'status') return el('span', { class: 'cf-macro cf-status' }, [text(`Status: ${params.get('title') ?? ''}`.trim())]);
    const title = params.get('title');
    const heading = el('div', {}, title ? [label, text(`: ${title}`)] : [label]);
    if (body !== undefined) {
      const kind = PANELS.has(name) ? `cf-panel cf-panel-${name}` : 'cf-macro';
      return el('div', { class: kind }, [heading, ...this.convertAll(body.children)]);
    }
    const details = [...params].filter(([key]) => key !== '' && key !== 'title').slice(0, 3).map(([key, value]) => `${key}: ${value}`);
    const described = details.length > 0 ? [heading, el('div', { class: 'cf-macro-details' }, [text(details.join(', '))])] : [heading];
    return el('div', { class: 'cf-macro' }, described);
  }

  private image(image: ElementNode): ElementNode {
    const attachment = childElements(image, 'ri:attachment')[0];
    if (attachment !== undefined) return imageNote(`Image: ${attachment.attrs['ri:filename'] ?? 'attached file'}`);
    const url = childElements(image, 'ri:url')[0];
    if (url !== undefined) return imageNote(`Image from ${hostOf(url.attrs['ri:value'] ?? '')} (not loaded)`);
    return imageNote('Image');
  }

  private link(link: ElementNode): ElementNode {
    const page = childElements(link, 'ri:page')[0];
    const attachment = childElements(link, 'ri:attachment')[0];
    const user = childElements(link, 'ri:user')[0];
    const bodies = [...childElements(link, 'ac:plain-text-link-body'), ...childElements(link, 'ac:link-body')];
    const words = bodies.map((body) => textOf(body)).join(' ').trim();
    const target = page?.attrs['ri:content-title'] ?? attachment?.attrs['ri:filename'] ?? (user === undefined ? undefined : 'a person');
    return el('span', { class: 'cf-link' }, [text(words || target || 'link')]);
  }

  private task(task: ElementNode): ElementNode {
    const done = textOf(childElements(task, 'ac:task-status')[0] ?? el('x', {}, [])) === 'complete';
    const body = childElements(task, 'ac:task-body')[0];
    return el('li', {}, [text(done ? '☑ ' : '☐ '), ...this.convertAll(body?.children ?? [])]);
  }
}

/** The text of a plain-text body exactly as written (CDATA included), not collapsed. */
function textOfPlain(node: ElementNode): string {
  return node.children.map((child) => (child.type === 'text' ? child.text : textOfPlain(child))).join('');
}
