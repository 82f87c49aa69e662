import type { Rng } from '../kit';

/** cyrb53-style string hash: spreads any label into a 32-bit seed. */
function hashLabel(label: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < label.length; i++) {
    const code = label.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  return h1 >>> 0;
}

/**
 * Mulberry32 stream. A fork depends only on the parent's label path, never on how many numbers the
 * parent already drew, so adding draws in one area cannot shift another area's data.
 */
export function createRng(seedLabel: string): Rng {
  let state = hashLabel(seedLabel);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
    fork: (label) => createRng(`${seedLabel}/${label}`),
  };
}

/** Lower-case hex of the given length, e.g. for ids and secrets. */
export function randomHex(rng: Rng, length: number): string {
  let out = '';
  while (out.length < length) out += Math.floor(rng.next() * 0x100000000).toString(16).padStart(8, '0');
  return out.slice(0, length);
}

export function randomUuid(rng: Rng): string {
  const hex = randomHex(rng, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}
