import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * Keeps the core's areas apart (app/README.md): a file in one area's folder (`app/core/<area>/`, a folder
 * with an `area.ts`) imports nothing from another area's folder. What two areas share moves to a shared
 * place in `app/core` (or to the contract, for what the screens share too).
 */
const CORE = ['app', 'core'];

function areaOf(root, pathFromRoot) {
  const parts = pathFromRoot.split(sep);
  if (!CORE.every((part, index) => parts[index] === part) || parts.length <= CORE.length + 1) return null;
  const folder = parts[CORE.length];
  return existsSync(join(root, ...CORE, folder, 'area.ts')) ? folder : null;
}

export const coreBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'One core area imports nothing from another area’s folder.' },
    schema: [],
    messages: {
      otherArea: 'app/core/{{from}} may not import from app/core/{{to}}: move what both areas need to a shared place in app/core.',
    },
  },
  create(context) {
    const root = context.cwd;
    const from = areaOf(root, relative(root, context.filename));
    if (from === null) return {};
    function check(node, source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = areaOf(root, relative(root, resolve(dirname(context.filename), source.value)));
      if (to !== null && to !== from) context.report({ node, messageId: 'otherArea', data: { from, to } });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
