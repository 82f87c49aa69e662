import type { SandboxRequest } from '../../../kit';

/** Jira's offset page: `{self, nextPage?, maxResults, startAt, total, isLast, values}`. */
export interface PageBean<T> {
  self: string;
  nextPage?: string;
  maxResults: number;
  startAt: number;
  total: number;
  isLast: boolean;
  values: T[];
}

function urlWithStartAt(req: SandboxRequest, startAt: number): string {
  const query = new URLSearchParams(req.query);
  query.set('startAt', String(startAt));
  return `${req.baseUrl}${req.path}?${query.toString()}`;
}

/** Cuts one page out of the full, already ordered result and links the next page when there is one. */
export function pageBean<T>(req: SandboxRequest, all: readonly T[], startAt: number, maxResults: number): PageBean<T> {
  const values = all.slice(startAt, startAt + maxResults);
  const isLast = startAt + maxResults >= all.length;
  const queryString = req.query.toString();
  const page: PageBean<T> = {
    self: `${req.baseUrl}${req.path}${queryString === '' ? '' : `?${queryString}`}`,
    maxResults,
    startAt,
    total: all.length,
    isLast,
    values,
  };
  // With maxResults=0 a next link would point at the same page forever.
  if (!isLast && maxResults > 0) page.nextPage = urlWithStartAt(req, startAt + maxResults);
  return page;
}
