import type { IncomingMessage, ServerResponse } from 'node:http';
import { AVATAR_PATH } from '../data/avatars';

const INITIALS = /^\p{Lu}{1,2}$/u;
const colours = ['#0052cc', '#00875a', '#5243aa', '#de350b', '#ff8b00', '#00a3bf'] as const;

function drawInitials(initials: string, colour: number): string {
  const text = INITIALS.test(initials) ? initials : '';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">',
    `<rect width="128" height="128" fill="${colours[colour] ?? colours[0]}"/>`,
    `<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="52" fill="#ffffff">${text}</text>`,
    '</svg>',
  ].join('');
}

/**
 * Answers a request for one of the people's pictures (see `data/avatars.ts`) and returns true, or returns
 * false for any other path. Pictures need no credentials, like Atlassian's avatar service.
 */
export function serveAvatar(req: IncomingMessage, res: ServerResponse, target: string): boolean {
  const match = AVATAR_PATH.exec(target.split('?', 1)[0] ?? '');
  if (!match) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return true;
  }
  let initials = '';
  try {
    initials = decodeURIComponent(match[1] ?? '');
  } catch {
    initials = '';
  }
  res.writeHead(200, {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=86400',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
  });
  res.end(req.method === 'HEAD' ? undefined : drawInitials(initials, Number(match[2])));
  return true;
}
