import type { SandboxRequest } from '../../../kit';
import { v2Error } from '../errors';

/** v2 path ids are int64: anything else is a 400 before any lookup. */
export function numericParam(req: SandboxRequest, name: string): string {
  const raw = req.params[name] ?? '';
  if (!/^\d+$/.test(raw)) throw v2Error(400, `The path parameter '${name}' must be a numeric id, got '${raw}'.`);
  return String(Number(raw));
}

/** Attachment read endpoints accept `att123` as well as `123`; the record key is the number. */
export function attachmentParam(req: SandboxRequest, name: string): string {
  const raw = req.params[name] ?? '';
  const match = /^(?:att)?(\d+)$/.exec(raw);
  if (match === null) throw v2Error(400, `The path parameter '${name}' must look like att123, got '${raw}'.`);
  return String(Number(match[1]));
}

/** List filters of ids (`id`, `space-id`), comma-joined or repeated, with the spec's maxItems. */
export function idListParam(query: URLSearchParams, name: string, maxItems: number): Set<string> | null {
  const values = query.getAll(name).flatMap((value) => value.split(',')).map((value) => value.trim()).filter((value) => value !== '');
  if (values.length === 0) return null;
  if (values.length > maxItems) throw v2Error(400, `The parameter '${name}' accepts at most ${maxItems} values.`);
  for (const value of values) if (!/^\d+$/.test(value)) throw v2Error(400, `The parameter '${name}' takes numeric ids, got '${value}'.`);
  return new Set(values.map((value) => String(Number(value))));
}
