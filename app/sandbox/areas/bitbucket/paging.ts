import type { SandboxRequest } from '../../kit';
import { bitbucketError } from './errors';

export const maxPagelen = 100;

function positiveInt(raw: string | null, fallback: number, name: string): number {
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw bitbucketError(400, `Invalid ${name}`, `${name} must be a positive integer`);
  return Number(raw);
}

/** Bitbucket's page-bound paging: `page` from 1, `pagelen` up to 100, absolute `next`/`previous` links. */
export function bitbucketPage<T>(req: SandboxRequest, items: readonly T[], defaultPagelen = 10) {
  const pagelen = positiveInt(req.query.get('pagelen'), defaultPagelen, 'pagelen');
  if (pagelen > maxPagelen) throw bitbucketError(400, 'Invalid pagelen', `pagelen must not exceed ${maxPagelen}`);
  const page = positiveInt(req.query.get('page'), 1, 'page');
  const link = (target: number): string => {
    const query = new URLSearchParams(req.query);
    query.set('page', String(target));
    query.set('pagelen', String(pagelen));
    return `${req.baseUrl}${req.path}?${query.toString()}`;
  };
  const start = (page - 1) * pagelen;
  const body: { pagelen: number; size: number; page: number; values: T[]; next?: string; previous?: string } = {
    pagelen,
    size: items.length,
    page,
    values: items.slice(start, start + pagelen),
  };
  if (start + pagelen < items.length) body.next = link(page + 1);
  if (page > 1) body.previous = link(page - 1);
  return body;
}
