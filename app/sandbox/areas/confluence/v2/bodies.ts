import { z } from 'zod';
import { plainText } from '../content';
import { v2Error } from '../errors';

const REPRESENTATIONS = ['storage', 'atlas_doc_format', 'wiki'] as const;
const bodyWrite = z.looseObject({ representation: z.enum(REPRESENTATIONS), value: z.string() });
/** PageBodyWrite (`{representation, value}`) or PageNestedBodyWrite (`{storage: {...}}`). */
export const pageBodyInput = z.union([
  bodyWrite,
  z.looseObject({ storage: bodyWrite.optional(), atlas_doc_format: bodyWrite.optional(), wiki: bodyWrite.optional() }),
]);

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function adfText(node: unknown): string {
  if (typeof node !== 'object' || node === null) return '';
  const text = 'text' in node && typeof node.text === 'string' ? node.text : '';
  const children = 'content' in node && Array.isArray(node.content) ? node.content.map(adfText).join(' ') : '';
  return `${text} ${children}`.trim();
}

/** Pages are stored in storage format; other representations are converted to simple paragraphs. */
export function toStorage(body: z.infer<typeof pageBodyInput> | undefined): string {
  if (body === undefined) return '';
  const write = 'representation' in body ? body : (body.storage ?? body.atlas_doc_format ?? body.wiki);
  if (write === undefined || typeof write.value !== 'string') return '';
  if (write.representation === 'storage') return write.value;
  if (write.representation === 'wiki') return `<p>${escapeXml(write.value)}</p>`;
  try {
    return `<p>${escapeXml(adfText(JSON.parse(write.value)))}</p>`;
  } catch {
    throw v2Error(400, 'The atlas_doc_format body is not valid JSON.');
  }
}

export const SINGLE_BODY_FORMATS = ['storage', 'atlas_doc_format', 'view', 'export_view', 'anonymous_export_view', 'styled_view', 'editor'] as const;
export const LIST_BODY_FORMATS = ['storage', 'atlas_doc_format'] as const;

/** A body in the requested representation; HTML views reuse the storage markup. */
export function renderBody(storage: string, format: string | null): Record<string, { representation: string; value: string }> {
  if (format === null) return {};
  if (format === 'atlas_doc_format') {
    const doc = { type: 'doc', version: 1, content: [{ type: 'paragraph', content: [{ type: 'text', text: plainText(storage) }] }] };
    return { atlas_doc_format: { representation: 'atlas_doc_format', value: JSON.stringify(doc) } };
  }
  return { [format]: { representation: format, value: storage } };
}
