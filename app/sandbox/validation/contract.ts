import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { MEDIA_PATH_PREFIX } from '../areas/confluence/v1/attachment-download-routes';
import { isSandboxOnlyPath } from '../kit';
import type { SpecCatalog } from './catalog';
import { reducedSpecCatalog } from './catalog';
import { checkRequest } from './request';
import { checkResponse } from './response';

const exchangeSchema = z.object({
  method: z.string(),
  path: z.string(),
  query: z.string(),
  requestBody: z.unknown(),
  status: z.number(),
  responseBody: z.unknown(),
});
export type ContractExchange = z.infer<typeof exchangeSchema>;

/** Answers a path outside the reduced specs may give: auth, "no such thing" and "wrong method". */
const unspecifiedPathStatuses = new Set([401, 404, 405]);

/** The media service an attachment download redirects to is not an Atlassian REST API: no spec covers it. */
export const isOutsideEverySpec = (path: string): boolean => path.startsWith(MEDIA_PATH_PREFIX);

/** Every way one recorded exchange departs from the reduced specs. */
export function exchangeViolations(exchange: ContractExchange, catalog: SpecCatalog = reducedSpecCatalog()): string[] {
  if (exchange.status === 0) return []; // a dropped connection has no answer to check
  if (isSandboxOnlyPath(exchange.path)) return []; // the sandbox's own routes (demo controls) answer to no spec
  const label = `${exchange.method} ${exchange.path}${exchange.query ? `?${exchange.query}` : ''} -> ${exchange.status}`;
  if (isOutsideEverySpec(exchange.path)) return [];
  const match = catalog.find(exchange.method, exchange.path);
  if (!match) return unspecifiedPathStatuses.has(exchange.status) ? [] : [`${label}: no operation in the reduced specs`];
  const problems: string[] = [];
  if (exchange.status >= 200 && exchange.status < 300) {
    // A request the sandbox accepted must itself have been valid.
    const body = exchange.requestBody === null ? undefined : exchange.requestBody;
    const verdict = checkRequest(match, { query: new URLSearchParams(exchange.query), body });
    problems.push(...verdict.problems.map((problem) => `accepted an invalid request: ${problem.message}`));
  }
  const responseBody = exchange.responseBody === null ? undefined : exchange.responseBody;
  problems.push(...checkResponse(match.operation, exchange.status, responseBody));
  return problems.map((problem) => `${label}: ${problem}`);
}

/** Replays a record file (one JSON exchange per line) against the reduced specs. */
export function recordFileViolations(file: string, catalog: SpecCatalog = reducedSpecCatalog()): string[] {
  const lines = readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() !== '');
  return lines.flatMap((line, index) => {
    const parsed = exchangeSchema.safeParse(JSON.parse(line));
    return parsed.success ? exchangeViolations(parsed.data, catalog) : [`line ${index + 1}: not a recorded exchange`];
  });
}
