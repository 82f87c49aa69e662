/** Small readers for untrusted JSON error bodies, and a scrub for text Atlassian sends back. */

export type JsonObject = Record<string, unknown>;

export function asObject(value: unknown): JsonObject | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : undefined;
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/**
 * Upstream messages are shown to the admin, so addresses (which could carry a token in a query) are
 * replaced and the length is bounded.
 */
export function scrubUpstreamText(text: string): string {
  const cleaned = text.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '(address removed)').replace(/\s+/g, ' ').trim();
  return cleaned.length > 300 ? `${cleaned.slice(0, 297)}...` : cleaned;
}

export function sentence(text: string): string {
  const trimmed = scrubUpstreamText(text);
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
