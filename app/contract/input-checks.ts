import { z } from 'zod';
import type { FieldIssue } from './errors';

/**
 * Checks the dispatcher runs on every input besides its channel's schema: text must be well-formed
 * Unicode (a lone surrogate cannot be encoded into a URL, a header or a UTF-8 file), input may not nest
 * without end, text a schema leaves unbounded is held to a default length, and a write may not carry a
 * key its schema does not know (zod drops those silently, so a misspelt field would otherwise change
 * nothing without a word).
 */

/** The most characters a text field takes when its schema names no maximum; a field that needs more says so with `.max()`. */
export const DEFAULT_MAX_TEXT = 10_000;

/** Deeper than any channel's input; a walk that goes further is a hostile payload, not a form. */
const MAX_DEPTH = 32;

type Path = readonly (string | number)[];

const pathText = (path: Path) => path.map(String).join('.');

const LONE_SURROGATE = /\p{Surrogate}/u;

/** False for text with half of a surrogate pair on its own: it has no UTF-8 form and no URL encoding. */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** The first problem in the text of `input`, keys included, or null. Iterative, so depth cannot overflow the stack. */
export function textProblem(input: unknown): FieldIssue | null {
  const pending: { value: unknown; path: Path }[] = [{ value: input, path: [] }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (!isWellFormedText(value)) return { path: pathText(path), message: 'This text contains a broken character. Type or paste it again.' };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_DEPTH) return { path: pathText(path), message: 'This is nested far deeper than any request Orgdesk takes.' };
    for (const [key, child] of Object.entries(value)) {
      if (!isWellFormedText(key)) return { path: pathText(path), message: 'A field name contains a broken character.' };
      pending.push({ value: child, path: [...path, Array.isArray(value) ? Number(key) : key] });
    }
  }
  return null;
}

const unknownKeyMessage = 'Orgdesk does not know this field, so nothing was changed. Check its spelling.';
const overLongMessage = `Keep this under ${DEFAULT_MAX_TEXT.toLocaleString('en')} characters.`;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface WalkOptions {
  /** Report keys the schema has no place for (writes); objects with a catch-all accept any key. */
  refuseUnknownKeys: boolean;
}

/**
 * What the schema let through but Orgdesk refuses: text over the default length where the schema names
 * no maximum, and (when asked) keys the schema has no place for. Call it on input the schema accepted,
 * so unions resolve to the option that matched.
 */
export function beyondSchema(schema: z.ZodType, input: unknown, options: WalkOptions): FieldIssue[] {
  const found: FieldIssue[] = [];
  walk(schema, input, [], found, options);
  return found;
}

function walk(schema: z.ZodType, value: unknown, path: Path, found: FieldIssue[], options: WalkOptions): void {
  if (path.length > MAX_DEPTH) return;
  if (schema instanceof z.ZodString) {
    if (typeof value === 'string' && schema.maxLength === null && value.length > DEFAULT_MAX_TEXT) found.push({ path: pathText(path), message: overLongMessage });
    return;
  }
  if (schema instanceof z.ZodObject) {
    if (!isPlainObject(value)) return;
    const shape = schema.shape as Record<string, z.ZodType>;
    const catchall = schema.def.catchall;
    for (const [key, child] of Object.entries(value)) {
      const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
      if (field) walk(field, child, [...path, key], found, options);
      else if (options.refuseUnknownKeys && (catchall === undefined || catchall instanceof z.ZodNever)) found.push({ path: pathText([...path, key]), message: unknownKeyMessage });
    }
    return;
  }
  if (schema instanceof z.ZodArray) {
    if (Array.isArray(value)) value.forEach((item, index) => walk(schema.element as z.ZodType, item, [...path, index], found, options));
    return;
  }
  if (schema instanceof z.ZodUnion) {
    const matching = (schema.options as readonly z.ZodType[]).find((option) => option.safeParse(value).success);
    if (matching) walk(matching, value, path, found, options);
    return;
  }
  if (schema instanceof z.ZodRecord) {
    if (isPlainObject(value)) for (const [key, child] of Object.entries(value)) walk(schema.valueType as z.ZodType, child, [...path, key], found, options);
    return;
  }
  if (schema instanceof z.ZodIntersection) {
    // A key is unknown only when neither side knows it; text too long for either side is too long.
    const left: FieldIssue[] = [];
    const right: FieldIssue[] = [];
    walk(schema.def.left as z.ZodType, value, path, left, options);
    walk(schema.def.right as z.ZodType, value, path, right, options);
    const unknownRight = new Set(right.filter((issue) => issue.message === unknownKeyMessage).map((issue) => issue.path));
    const seen = new Set<string>();
    for (const issue of [...left, ...right]) {
      const keep = issue.message !== unknownKeyMessage || (left.includes(issue) && unknownRight.has(issue.path));
      if (keep && !seen.has(`${issue.path}\n${issue.message}`)) {
        seen.add(`${issue.path}\n${issue.message}`);
        found.push(issue);
      }
    }
    return;
  }
  const inner = innerOf(schema);
  if (inner) walk(inner, value, path, found, options);
}

/** The schema a wrapper (optional, default, pipe ...) checks its value with. */
export function innerOf(schema: z.ZodType): z.ZodType | undefined {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodNonOptional ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch
  ) {
    return schema.def.innerType as z.ZodType;
  }
  if (schema instanceof z.ZodPipe) return schema.def.in as z.ZodType;
  if (schema instanceof z.ZodLazy) return schema.def.getter() as z.ZodType;
  return undefined;
}

/** At most `max` characters of text taken from input, so a caller cannot grow a log entry without bound. */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  // Never cut a surrogate pair in two.
  const cut = text.slice(0, max - 1);
  return `${isWellFormedText(cut) ? cut : cut.slice(0, -1)}…`;
}
