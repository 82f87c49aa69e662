/**
 * Keeps handlers thin (app/README.md): a handler parses its input, calls its area's model and answers. In a
 * handler file (`app/core/<area>/handlers/`), every function but the exported factory that builds the
 * handlers is at most `maxLines` lines: a handler, and any helper beside it. What does not fit is logic,
 * and moves to the area's model files, where it is tested on its own.
 */

const FUNCTIONS = ['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'];

/** The factory a handler file exports (`export function confluenceHistoryHandlers(...)`), which holds the handlers themselves. */
function isExportedFactory(node) {
  const parent = node.parent;
  if (parent?.type === 'ExportNamedDeclaration' || parent?.type === 'ExportDefaultDeclaration') return true;
  return parent?.type === 'VariableDeclarator' && parent.parent?.parent?.type === 'ExportNamedDeclaration';
}

/** What to call the function in a finding: the channel a handler answers, or the helper's name. */
function nameOf(node) {
  const parent = node.parent;
  if (parent?.type === 'Property' || parent?.type === 'MethodDefinition') return parent.key.type === 'Literal' ? String(parent.key.value) : parent.key.name;
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') return parent.id.name;
  return node.id?.name ?? 'This function';
}

export const thinHandlers = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A handler parses its input, calls its area’s model and answers: every function in a handler file stays short.' },
    schema: [{ type: 'object', properties: { maxLines: { type: 'integer', minimum: 1 } }, additionalProperties: false }],
    messages: {
      tooLong: '{{name}} has {{lines}} lines; a handler (or a helper beside it) has at most {{max}}. Move the logic into the area’s model files and test it there.',
    },
  },
  create(context) {
    const max = context.options[0]?.maxLines ?? 12;
    const check = (node) => {
      if (isExportedFactory(node)) return;
      const lines = node.loc.end.line - node.loc.start.line + 1;
      if (lines > max) context.report({ node, messageId: 'tooLong', data: { name: nameOf(node), lines: String(lines), max: String(max) } });
    };
    return Object.fromEntries(FUNCTIONS.map((type) => [type, check]));
  },
};
