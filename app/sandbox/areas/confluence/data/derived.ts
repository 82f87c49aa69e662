import { SENTENCES } from './words';

/** FNV-1a: a tiny stable hash, so derived text depends only on ids and seeds, never on call order. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The body of a generated version, built on demand (large worlds store no bodies at all). */
export function derivedBody(contentId: string, title: string, seed: number): string {
  const hash = stableHash(`${contentId}:${seed}`);
  const paragraphs = [0, 1, 2].map((offset) => SENTENCES[(hash + offset * 7) % SENTENCES.length] ?? '');
  return `<h2>${escapeXml(title)}</h2>${paragraphs.map((text) => `<p>${text}</p>`).join('')}<p>Revision note ${seed}.</p>`;
}

/** A v4-shaped UUID from a label, for group ids and attachment file ids. */
export function uuidFrom(label: string): string {
  const hex = [0, 1, 2, 3].map((part) => stableHash(`${label}#${part}`).toString(16).padStart(8, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
