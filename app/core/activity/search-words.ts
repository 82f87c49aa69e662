import { Column, uint32s } from './columns';

/** Largest block of packed words: a search runs one native `indexOf` per block. */
const MAX_BLOCK_BYTES = 8 * 1024 * 1024;
const FIRST_BLOCK_BYTES = 64 * 1024;
/** Between two words, and between two lines: no typed search text holds it, so no match spans two words. */
const SEPARATOR = '\u0000';

interface Block {
  bytes: Buffer;
  used: number;
  /** The number of the block's first line. */
  firstLine: number;
  /** Where each of its lines starts inside `bytes`. */
  starts: Column<Uint32Array>;
}

/**
 * The words of every line, lowercased and packed as UTF-8 into a few large buffers (outside the JavaScript
 * heap), so a search over a million lines is a native `indexOf` per buffer and a walk back to line numbers,
 * not a million string comparisons. Lines are added in order and numbered from 0.
 */
export class SearchWords {
  private readonly blocks: Block[] = [];
  private lines = 0;

  add(words: readonly string[]): void {
    let text = '';
    for (const word of words) if (word !== '') text += `${word}${SEPARATOR}`;
    text = text.toLowerCase();
    // Room for the longest UTF-8 the text can take; `write` answers what it took.
    const block = this.blockWithRoom(text.length * 3);
    block.starts.push(block.used);
    block.used += block.bytes.write(text, block.used);
    this.lines += 1;
  }

  /**
   * Marks in `hits` (one byte per line) each line from `fromLine` on with a word containing `needle`
   * (already lowercased).
   */
  mark(needle: string, hits: Uint8Array, fromLine = 0): void {
    if (needle === '' || needle.includes(SEPARATOR)) return;
    const pattern = Buffer.from(needle);
    for (const block of this.blocks) {
      const starts = block.starts.view();
      if (block.firstLine + starts.length <= fromLine) continue;
      const bytes = block.bytes.subarray(0, block.used);
      let line = Math.max(0, fromLine - block.firstLine);
      let from = starts[line] ?? 0;
      for (;;) {
        const at = bytes.indexOf(pattern, from);
        if (at < 0) break;
        // Hits come in order, so the line holding each is found by walking on, never by searching back.
        while (line + 1 < starts.length && (starts[line + 1] ?? 0) <= at) line += 1;
        hits[block.firstLine + line] = 1;
        from = line + 1 < starts.length ? (starts[line + 1] ?? block.used) : block.used;
      }
    }
  }

  /** Bytes held, for the bench's account of what is kept where. */
  bytes(): number {
    return this.blocks.reduce((sum, block) => sum + block.bytes.length + block.starts.view().byteLength, 0);
  }

  private blockWithRoom(size: number): Block {
    const last = this.blocks.at(-1);
    if (last && last.used + size <= last.bytes.length) return last;
    if (last && last.bytes.length < MAX_BLOCK_BYTES && last.used + size <= MAX_BLOCK_BYTES) {
      const grown = Buffer.alloc(Math.min(MAX_BLOCK_BYTES, Math.max(last.bytes.length * 2, last.used + size)));
      last.bytes.copy(grown, 0, 0, last.used);
      last.bytes = grown;
      return last;
    }
    const block: Block = { bytes: Buffer.alloc(Math.max(FIRST_BLOCK_BYTES, size)), used: 0, firstLine: this.lines, starts: new Column(uint32s, 256) };
    this.blocks.push(block);
    return block;
  }
}
