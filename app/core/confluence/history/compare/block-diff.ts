import { diffArrays, diffWordsWithSpace } from 'diff';
import type { ChangeCount, CompareRow, CompareSummary, Comparison, BlockKind } from '../../../../contract/confluence/history.channels';
import { escapeHtml, type Block, type BlockItem } from '../render/blocks';

/**
 * Compares two versions block by block (jsdiff over the block sequence), pairs a removed block with an
 * added one of the same kind when their words mostly agree (a changed paragraph, not a removed one and
 * an added one), then marks words inside changed paragraphs and rows inside changed tables and lists.
 */

/** Blocks whose words overlap at least this much count as one changed block. */
const SAME_BLOCK_SIMILARITY = 0.4;
/** Past this many characters a block is compared whole, not word by word. */
const WORD_DIFF_LIMIT = 20_000;
/** Lining up two very different long versions is given up after this long; both are then shown whole. */
const ALIGN_TIMEOUT_MS = 8_000;

const KIND_WORDS: Record<BlockKind, [string, string]> = {
  paragraph: ['paragraph', 'paragraphs'],
  heading: ['heading', 'headings'],
  table: ['table', 'tables'],
  list: ['list', 'lists'],
  code: ['code block', 'code blocks'],
  macro: ['macro', 'macros'],
  panel: ['panel', 'panels'],
  image: ['image', 'images'],
  quote: ['quote', 'quotes'],
  divider: ['divider', 'dividers'],
  block: ['block', 'blocks'],
};

function words(text: string): Set<string> {
  return new Set(text.toLowerCase().split(/\W+/).filter((word) => word !== ''));
}

function similarity(a: Block, b: Block): number {
  if (a.kind !== b.kind) return 0;
  const left = words(a.text);
  const right = words(b.text);
  if (left.size === 0 && right.size === 0) return 1;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return (2 * shared) / (left.size + right.size);
}

function markedText(tag: string, left: string, right: string): { left: string; right: string; inline: string } {
  const parts = diffWordsWithSpace(left, right);
  const render = (show: (part: (typeof parts)[number]) => string) => `<${tag}>${parts.map(show).join('')}</${tag}>`;
  return {
    left: render((part) => (part.added ? '' : part.removed ? `<del>${escapeHtml(part.value)}</del>` : escapeHtml(part.value))),
    right: render((part) => (part.removed ? '' : part.added ? `<ins>${escapeHtml(part.value)}</ins>` : escapeHtml(part.value))),
    inline: render((part) => (part.added ? `<ins>${escapeHtml(part.value)}</ins>` : part.removed ? `<del>${escapeHtml(part.value)}</del>` : escapeHtml(part.value))),
  };
}

function markedItems(block: Block, before: BlockItem[], after: BlockItem[]): { left: string; right: string; inline: string } {
  const itemTag = block.kind === 'table' ? 'tr' : 'li';
  const wrap = (inner: string) => (block.kind === 'table' ? `<table class="cf-compared"><tbody>${inner}</tbody></table>` : `<${block.tag}>${inner}</${block.tag}>`);
  const row = (item: BlockItem, mark: string) => `<${itemTag}${mark === '' ? '' : ` class="${mark}"`}>${item.inner}</${itemTag}>`;
  const changes = diffArrays(
    before.map((item) => item.inner),
    after.map((item) => item.inner),
  );
  const left: string[] = [];
  const right: string[] = [];
  const inline: string[] = [];
  let leftIndex = 0;
  let rightIndex = 0;
  for (const change of changes) {
    for (let step = 0; step < change.value.length; step += 1) {
      if (change.removed) {
        const item = before[leftIndex++];
        if (item === undefined) continue;
        left.push(row(item, 'cf-del-row'));
        inline.push(row(item, 'cf-del-row'));
      } else if (change.added) {
        const item = after[rightIndex++];
        if (item === undefined) continue;
        right.push(row(item, 'cf-ins-row'));
        inline.push(row(item, 'cf-ins-row'));
      } else {
        const item = after[rightIndex++];
        leftIndex += 1;
        if (item === undefined) continue;
        left.push(row(item, ''));
        right.push(row(item, ''));
        inline.push(row(item, ''));
      }
    }
  }
  return { left: wrap(left.join('')), right: wrap(right.join('')), inline: wrap(inline.join('')) };
}

function changedRow(before: Block, after: Block): CompareRow {
  let marked: { left: string; right: string; inline: string };
  if (before.items !== null && after.items !== null && before.tag === after.tag) {
    marked = markedItems(after, before.items, after.items);
  } else if ((before.kind === 'paragraph' || before.kind === 'heading') && before.tag === after.tag && before.text.length + after.text.length < WORD_DIFF_LIMIT) {
    marked = markedText(before.tag, before.text, after.text);
  } else {
    const left = `<div class="cf-del-block">${before.html}</div>`;
    const right = `<div class="cf-ins-block">${after.html}</div>`;
    marked = { left, right, inline: `${left}${right}` };
  }
  return { change: 'changed', kind: after.kind, ...marked };
}

const removedRow = (block: Block): CompareRow => ({ change: 'removed', kind: block.kind, left: block.html, right: null, inline: null });
const addedRow = (block: Block): CompareRow => ({ change: 'added', kind: block.kind, left: null, right: block.html, inline: null });

/** Pairs removed with added blocks in order, each only with a similar one a few places ahead. */
function hunkRows(removed: Block[], added: Block[]): CompareRow[] {
  const rows: CompareRow[] = [];
  let next = 0;
  for (const block of removed) {
    let match = -1;
    for (let index = next; index < Math.min(added.length, next + 6); index += 1) {
      const candidate = added[index];
      if (candidate !== undefined && similarity(block, candidate) >= SAME_BLOCK_SIMILARITY) {
        match = index;
        break;
      }
    }
    if (match === -1) {
      rows.push(removedRow(block));
      continue;
    }
    for (const skipped of added.slice(next, match)) rows.push(addedRow(skipped));
    const partner = added[match];
    if (partner !== undefined) rows.push(changedRow(block, partner));
    next = match + 1;
  }
  for (const rest of added.slice(next)) rows.push(addedRow(rest));
  return rows;
}

function summarise(rows: CompareRow[], titleChanged: boolean): CompareSummary {
  const counts = new Map<BlockKind, ChangeCount>();
  for (const row of rows) {
    if (row.change === 'same') continue;
    const count = counts.get(row.kind) ?? { kind: row.kind, added: 0, removed: 0, changed: 0 };
    count[row.change] += 1;
    counts.set(row.kind, count);
  }
  const list = [...counts.values()];
  const phrases = (['changed', 'added', 'removed'] as const).flatMap((change) =>
    list.filter((count) => count[change] > 0).map((count) => `${count[change]} ${KIND_WORDS[count.kind][count[change] === 1 ? 0 : 1]} ${change}`),
  );
  const content = phrases.length === 0 ? 'no differences in the content' : phrases.join(', ');
  const text = titleChanged ? `Title changed; ${content}` : content.charAt(0).toUpperCase() + content.slice(1);
  return { text, counts: list };
}

export interface ComparedVersion {
  title: string;
  blocks: Block[];
}

export function compareBlocks(before: ComparedVersion, after: ComparedVersion): Comparison {
  const notes: string[] = [];
  const aligned = diffArrays(
    before.blocks.map((block) => block.key),
    after.blocks.map((block) => block.key),
    { timeout: ALIGN_TIMEOUT_MS },
  );
  const rows: CompareRow[] = [];
  if (aligned === undefined) {
    notes.push('These versions differ too much to line up block by block, so each is shown whole.');
    rows.push(...before.blocks.map(removedRow), ...after.blocks.map(addedRow));
  } else {
    let leftIndex = 0;
    let rightIndex = 0;
    let removed: Block[] = [];
    let added: Block[] = [];
    const flush = () => {
      rows.push(...hunkRows(removed, added));
      removed = [];
      added = [];
    };
    for (const change of aligned) {
      const count = change.value.length;
      if (change.removed) {
        removed.push(...before.blocks.slice(leftIndex, leftIndex + count));
        leftIndex += count;
      } else if (change.added) {
        added.push(...after.blocks.slice(rightIndex, rightIndex + count));
        rightIndex += count;
      } else {
        flush();
        for (const block of after.blocks.slice(rightIndex, rightIndex + count)) rows.push({ change: 'same', kind: block.kind, left: block.html, right: null, inline: null });
        leftIndex += count;
        rightIndex += count;
      }
    }
    flush();
  }
  const titleChange = before.title === after.title ? null : { before: before.title, after: after.title };
  return { titleChange, summary: summarise(rows, titleChange !== null), rows, notes };
}
