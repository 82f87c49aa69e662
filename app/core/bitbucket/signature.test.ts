import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkSignature } from './signature';

const body = JSON.stringify({ actor: { display_name: 'Ada' }, repository: { full_name: 'acme/website' }, push: { changes: [] } });
const sign = (secret: string, text = body) => `sha256=${createHmac('sha256', secret).update(text).digest('hex')}`;
const secret = 'kept-by-orgdesk';

describe('checking an X-Hub-Signature', () => {
  it('accepts the signature of this body with this secret, however the header was pasted', () => {
    for (const header of [sign(secret), ` X-Hub-Signature: ${sign(secret)} `, `"${sign(secret).toUpperCase().replace('SHA256', 'sha256')}"`]) {
      expect(checkSignature({ body, header, secret })).toMatchObject({ kind: 'valid', valid: true });
    }
  });

  it('says a delivery without a signature comes from a hook without a secret', () => {
    expect(checkSignature({ body, header: null, secret })).toMatchObject({ kind: 'unsigned', valid: false, reason: expect.stringMatching(/only for hooks that have a secret/) });
  });

  it('says what is wrong with a header in another format', () => {
    expect(checkSignature({ body, header: 'sha1=0123456789abcdef0123456789abcdef01234567', secret }).reason).toMatch(/It says “sha1”; Bitbucket signs with sha256/);
    expect(checkSignature({ body, header: 'sha256=abc', secret })).toMatchObject({ kind: 'wrong-format' });
    expect(checkSignature({ body, header: sign(secret).slice(7), secret })).toMatchObject({ kind: 'wrong-format' });
  });

  it('recognises a body that was reformatted, re-ended or given a trailing line break after signing', () => {
    const header = sign(secret);
    expect(checkSignature({ body: JSON.stringify(JSON.parse(body), null, 2), header, secret }).reason).toMatch(/JSON was reformatted/);
    expect(checkSignature({ body: `${body}\n`, header, secret }).reason).toMatch(/line break or spaces were added at the end/);
    expect(checkSignature({ body: body.slice(0, -10), header, secret }).reason).toMatch(/not complete JSON/);
    const multiLine = '{\n  "a": 1\n}';
    expect(checkSignature({ body: multiLine.replace(/\n/g, '\r\n'), header: sign(secret, multiLine), secret }).reason).toMatch(/line endings were changed/);
  });

  it('names the other secret a delivery was signed with', () => {
    const header = sign('the-old-one');
    expect(checkSignature({ body, header, secret, others: [{ label: 'the secret before the rotation', secret: 'the-old-one' }] })).toMatchObject({
      kind: 'wrong-secret',
      reason: 'Wrong secret: this was signed with the secret before the rotation.',
    });
  });

  it('does not blame the secret when it cannot tell a changed byte from another secret', () => {
    // One character of the body changed and the JSON is still whole: exactly what a different secret looks like.
    const oneByteChanged = body.replace('Ada', 'Adb');
    const changedBody = checkSignature({ body: oneByteChanged, header: sign(secret), secret });
    const unknownSecret = checkSignature({ body, header: sign('a-secret-orgdesk-never-saw'), secret });
    for (const verdict of [changedBody, unknownSecret]) {
      expect(verdict).toMatchObject({ kind: 'no-match', valid: false });
      expect(verdict.reason).toMatch(/either the body changed after it was signed .* or it was signed with a different secret/i);
      expect(verdict.reason).not.toMatch(/most likely/);
    }
  });

  it('says so when there is no secret to check against', () => {
    expect(checkSignature({ body, header: sign(secret), secret: null })).toMatchObject({ kind: 'no-secret-to-check', valid: false });
  });
});
