/**
 * Draws the Orgdesk icon (an org chart on a blue tile) from one description into assets/icon.svg and a
 * 512x512 assets/icon.png, with no image library: the PNG is encoded by hand with zlib.
 * Run: npx tsx scripts/generate-icon.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

const SIZE = 512;
const tile = { margin: 32, radius: 96 };
const colors = { from: [0x0c, 0x66, 0xe4], to: [0x09, 0x32, 0x6c], glyph: [0xff, 0xff, 0xff] } as const;
const head = { x: 256, y: 180, r: 54 };
const left = { x: 158, y: 344, r: 44 };
const right = { x: 354, y: 344, r: 44 };
const nodes = [head, left, right];
const links = [
  { from: head, to: left },
  { from: head, to: right },
];
const linkWidth = 24;

type Point = { x: number; y: number };

function roundedTileDistance(p: Point): number {
  const half = SIZE / 2 - tile.margin - tile.radius;
  const dx = Math.max(Math.abs(p.x - SIZE / 2) - half, 0);
  const dy = Math.max(Math.abs(p.y - SIZE / 2) - half, 0);
  return Math.hypot(dx, dy) - tile.radius;
}

function segmentDistance(p: Point, a: Point, b: Point): number {
  const abx = b.x - a.x;
  const aby = b.y - a.y;
  const t = Math.min(1, Math.max(0, ((p.x - a.x) * abx + (p.y - a.y) * aby) / (abx * abx + aby * aby)));
  return Math.hypot(p.x - (a.x + t * abx), p.y - (a.y + t * aby));
}

function glyphDistance(p: Point): number {
  const circles = nodes.map((n) => Math.hypot(p.x - n.x, p.y - n.y) - n.r);
  const bars = links.map(({ from, to }) => segmentDistance(p, from, to) - linkWidth / 2);
  return Math.min(...circles, ...bars);
}

/** Signed distance to pixel coverage: a one-pixel soft edge is all the anti-aliasing an icon needs. */
const coverage = (distance: number) => Math.min(1, Math.max(0, 0.5 - distance));

function pixels(): Buffer {
  const rowBytes = SIZE * 4 + 1;
  const data = Buffer.alloc(rowBytes * SIZE);
  for (let y = 0; y < SIZE; y++) {
    data[y * rowBytes] = 0; // PNG filter type "none" for this row
    for (let x = 0; x < SIZE; x++) {
      const p = { x: x + 0.5, y: y + 0.5 };
      const t = (p.x + p.y) / (2 * SIZE);
      const glyph = coverage(glyphDistance(p));
      const offset = y * rowBytes + 1 + x * 4;
      for (let c = 0; c < 3; c++) {
        const background = colors.from[c]! + (colors.to[c]! - colors.from[c]!) * t;
        data[offset + c] = Math.round(background + (colors.glyph[c]! - background) * glyph);
      }
      data[offset + 3] = Math.round(255 * coverage(roundedTileDistance(p)));
    }
  }
  return data;
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

function png(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.writeUInt8(8, 8); // bits per channel
  header.writeUInt8(6, 9); // RGBA
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels(), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function svg(): string {
  const hex = (rgb: readonly number[]) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  const side = SIZE - 2 * tile.margin;
  const lines = links
    .map(({ from, to }) => `<line x1="${from.x}" y1="${from.y}" x2="${to.x}" y2="${to.y}"/>`)
    .join('');
  const circles = nodes.map((n) => `<circle cx="${n.x}" cy="${n.y}" r="${n.r}"/>`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
    `<defs><linearGradient id="tile" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${hex(colors.from)}"/><stop offset="1" stop-color="${hex(colors.to)}"/>`,
    `</linearGradient></defs>`,
    `<rect x="${tile.margin}" y="${tile.margin}" width="${side}" height="${side}" rx="${tile.radius}" fill="url(#tile)"/>`,
    `<g stroke="${hex(colors.glyph)}" stroke-width="${linkWidth}" stroke-linecap="round">${lines}</g>`,
    `<g fill="${hex(colors.glyph)}">${circles}</g>`,
    `</svg>`,
    '',
  ].join('\n');
}

const assets = join(import.meta.dirname, '..', 'assets');
writeFileSync(join(assets, 'icon.png'), png());
writeFileSync(join(assets, 'icon.svg'), svg());
console.log('wrote assets/icon.png and assets/icon.svg');
