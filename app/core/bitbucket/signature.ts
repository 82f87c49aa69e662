import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SignatureVerdict } from '../../contract/bitbucket/webhooks';

/** `sha256=` and the 64 hex digits of an HMAC-SHA256, as Bitbucket writes `X-Hub-Signature`. */
const signatureShape = /^sha256=([0-9a-f]{64})$/i;

function hmac(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(body, 'utf8').digest();
}

function matches(expected: Buffer, secret: string, body: string): boolean {
  return timingSafeEqual(expected, hmac(secret, body));
}

/** A pasted header may come with its name, quotes or spaces around it; none of that is the signature. */
function cleanHeader(header: string): string {
  return header
    .trim()
    .replace(/^x-hub-signature\s*:\s*/i, '')
    .replace(/^["']|["']$/g, '')
    .trim();
}

/** Ways a body often changes between Bitbucket and the person pasting it: each with what it says about the body. */
function alteredBodies(body: string): { body: string; change: string }[] {
  const variants: { body: string; change: string }[] = [];
  const add = (candidate: string, change: string) => {
    if (candidate !== body && !variants.some((variant) => variant.body === candidate)) variants.push({ body: candidate, change });
  };
  add(body.replace(/\s+$/, ''), 'a line break or spaces were added at the end');
  add(body.replace(/\r\n/g, '\n'), 'line endings were changed (Windows CRLF)');
  add(body.replace(/\n/g, '\r\n'), 'line endings were changed');
  try {
    const parsed: unknown = JSON.parse(body);
    add(JSON.stringify(parsed), 'the JSON was reformatted (indented or re-spaced)');
    add(JSON.stringify(parsed, null, 2), 'the JSON was reformatted (indented or re-spaced)');
  } catch {
    // Not JSON: only the plain-text variants apply.
  }
  return variants;
}

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

export interface KnownSecret {
  /** How the secret is called to the admin: `the secret of “CI builds”`, `the secret before the rotation`. */
  label: string;
  secret: string;
}

/**
 * The secret to check with (a hook's kept one, or a pasted one) and the workspace's other kept secrets,
 * named, so that a signature made with one of them can be told apart from a changed body.
 */
export function secretsToCheck(
  kept: readonly { hookId: string; secret: string }[],
  hookId: string | null,
  pasted: string | null,
  nameOf: (hookId: string) => string | undefined,
): { secret: string | null; others: KnownSecret[] } {
  const label = (id: string) => {
    const name = nameOf(id);
    return name ? `the secret of “${name}”` : `the secret of webhook ${id}`;
  };
  const others = kept.filter((entry) => pasted !== null || entry.hookId !== hookId).map((entry) => ({ label: label(entry.hookId), secret: entry.secret }));
  return { secret: pasted ?? kept.find((entry) => entry.hookId === hookId)?.secret ?? null, others };
}

export interface SignatureCheck {
  /** The delivery body exactly as received. */
  body: string;
  /** The `X-Hub-Signature` header value, or null when the delivery had none. */
  header: string | null;
  /** The secret to check against; null when Orgdesk has none for this hook. */
  secret: string | null;
  /** Other secrets Orgdesk knows, to tell "signed with another secret" from "body changed". */
  others?: readonly KnownSecret[];
}

/**
 * Whether a delivery's signature is valid for its body and a secret, and if not, why: no signature (the
 * hook has no secret), a header in the wrong format, a body changed after signing (Orgdesk tries the
 * usual changes: a trailing line break, other line endings, reformatted JSON), another secret Orgdesk
 * knows, or, when none of these explains it, no match: a changed body or an unknown secret, which a
 * signature cannot tell apart. Computed locally; the secret never leaves the core.
 */
export function checkSignature(check: SignatureCheck): SignatureVerdict {
  const header = check.header === null ? '' : cleanHeader(check.header);
  if (header === '') {
    return { kind: 'unsigned', valid: false, reason: 'There is no signature: Bitbucket signs deliveries only for hooks that have a secret.' };
  }
  const shape = signatureShape.exec(header);
  if (!shape?.[1]) {
    const algorithm = /^(\w+)=/.exec(header)?.[1];
    const why = algorithm && algorithm.toLowerCase() !== 'sha256' ? ` It says “${algorithm}”; Bitbucket signs with sha256.` : '';
    return { kind: 'wrong-format', valid: false, reason: `The signature is not in Bitbucket’s format, sha256= followed by 64 hexadecimal characters.${why}` };
  }
  if (check.secret === null) {
    return { kind: 'no-secret-to-check', valid: false, reason: 'Orgdesk does not keep this hook’s secret, so it cannot check the signature. Paste the secret to check it.' };
  }
  const expected = Buffer.from(shape[1], 'hex');
  if (matches(expected, check.secret, check.body)) {
    return { kind: 'valid', valid: true, reason: 'Valid: this body was signed with this secret and has not changed since.' };
  }
  const changed = alteredBodies(check.body).find((variant) => matches(expected, check.secret ?? '', variant.body));
  if (changed) {
    return { kind: 'body-changed', valid: false, reason: `The body was changed after Bitbucket signed it: ${changed.change}. Check the bytes exactly as they arrived.` };
  }
  const other = check.others?.find((known) => matches(expected, known.secret, check.body));
  if (other) return { kind: 'wrong-secret', valid: false, reason: `Wrong secret: this was signed with ${other.label}.` };
  if (!isJson(check.body)) {
    return { kind: 'body-changed', valid: false, reason: 'The body is not complete JSON, so it was cut short or edited after signing. Check the bytes exactly as they arrived.' };
  }
  // An HMAC hides which input differs: one changed character of the body and another secret look the same.
  return {
    kind: 'no-match',
    valid: false,
    reason:
      'The signature does not match this body and this secret. Either the body changed after it was signed (even one character counts) or it was signed with a different secret: a signature cannot tell the two apart. Compare the body with the bytes exactly as they arrived, and check which secret the hook has.',
  };
}
