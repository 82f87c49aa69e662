import { RENDER_LIMIT_BYTES, type RenderedVersion } from '../../../../contract/confluence/content';
import type { Comparison } from '../../../../contract/confluence/history.channels';
import { renderBlocks, type RenderedBlocks } from '../render/blocks';
import { compareBlocks } from './block-diff';

/**
 * What the history worker does: turn a version's storage format into safe HTML, and compare two
 * versions. Pure functions, so they are tested directly; the worker only carries them off the thread.
 */

export interface VersionText {
  title: string;
  storage: string;
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function tooLargeNote(bytes: number): string {
  return `This version's page markup is ${megabytes(bytes)}, more than Orgdesk shows at once (${megabytes(RENDER_LIMIT_BYTES)}). Open it in Confluence to read it.`;
}

function notesFor(rendered: RenderedBlocks, which: string): string[] {
  const notes: string[] = [];
  if (rendered.malformed) notes.push(`Part of ${which} markup is damaged (an element is not closed properly); it is shown as well as it can be read.`);
  if (rendered.droppedActiveContent) notes.push(`${which.charAt(0).toUpperCase()}${which.slice(1)} markup contains scripts, frames or forms; they were left out and never run here.`);
  if (rendered.blocks.some((block) => block.html.includes('cf-image'))) notes.push('Images are named, not loaded.');
  return notes;
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

export function renderVersion(storage: string): RenderedVersion {
  const size = byteLength(storage);
  if (size > RENDER_LIMIT_BYTES) return { html: '', notes: [tooLargeNote(size)], size };
  if (storage.trim() === '') return { html: '', notes: ['This version has no content.'], size };
  const rendered = renderBlocks(storage);
  return { html: rendered.blocks.map((block) => block.html).join(''), notes: notesFor(rendered, "this version's"), size };
}

export function compareVersions(before: VersionText, after: VersionText): Comparison {
  const sizes = [byteLength(before.storage), byteLength(after.storage)];
  const largest = Math.max(...sizes);
  if (largest > RENDER_LIMIT_BYTES) {
    return {
      titleChange: before.title === after.title ? null : { before: before.title, after: after.title },
      summary: { text: 'Too large to compare here', counts: [] },
      rows: [],
      notes: [tooLargeNote(largest)],
    };
  }
  const left = renderBlocks(before.storage);
  const right = renderBlocks(after.storage);
  const comparison = compareBlocks({ title: before.title, blocks: left.blocks }, { title: after.title, blocks: right.blocks });
  const notes = [...new Set([...notesFor(left, "the older version's"), ...notesFor(right, "the newer version's"), ...comparison.notes])];
  return { ...comparison, notes };
}
