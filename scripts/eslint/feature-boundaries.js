import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Keeps the renderer's feature folders apart (renderer/README.md, "Adding an area"):
 * - `features/X/**` may import the renderer's shared code (`shared/`, `api/`, `shell/`, `areas/`) but
 *   nothing inside another feature folder `features/Y/**`; what two areas share moves to `shared/`.
 * - Outside `features/`, a feature is reached only through the area catalog's `load()`, a dynamic
 *   `import()`, so each area stays a chunk of its own that the first screen does not pay for. Type-only
 *   imports are allowed there (they vanish from the build).
 * Only relative specifiers can reach a feature folder: the renderer has no path aliases.
 */
const FEATURES = ['renderer', 'src', 'features'];

/** The feature folder a path lies in (`users` for renderer/src/features/users/a/b.ts), or null. */
function featureOf(pathFromRoot) {
  const parts = pathFromRoot.split(sep);
  return FEATURES.every((part, index) => parts[index] === part) && parts.length > FEATURES.length + 1 ? parts[FEATURES.length] : null;
}

const inRenderer = (pathFromRoot) => pathFromRoot.startsWith(`renderer${sep}src${sep}`);

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature folder imports no other feature folder; the shell loads features lazily.' },
    schema: [],
    messages: {
      otherFeature:
        'features/{{from}} may not import from features/{{to}}: move what both areas need to renderer/src/shared (or ask for it in the kit).',
      staticFeature:
        'Only the area catalog loads features, lazily (`load: () => import(...)`), so each area stays its own chunk; a static import of features/{{to}} pulls it into the first screen.',
    },
  },
  create(context) {
    const root = context.cwd;
    const file = relative(root, context.filename);
    if (!inRenderer(file)) return {};
    const from = featureOf(file);

    function check(node, source, { typeOnly, lazy }) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = relative(root, resolve(dirname(context.filename), source.value));
      const to = featureOf(target);
      if (to === null || to === from) return;
      if (from !== null) context.report({ node, messageId: 'otherFeature', data: { from, to } });
      else if (!typeOnly && !lazy) context.report({ node, messageId: 'staticFeature', data: { to } });
    }

    const typeOnlyImport = (node) =>
      node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));

    return {
      ImportDeclaration: (node) => check(node, node.source, { typeOnly: typeOnlyImport(node), lazy: false }),
      ExportNamedDeclaration: (node) => check(node, node.source, { typeOnly: node.exportKind === 'type', lazy: false }),
      ExportAllDeclaration: (node) => check(node, node.source, { typeOnly: node.exportKind === 'type', lazy: false }),
      ImportExpression: (node) => check(node, node.source, { typeOnly: false, lazy: true }),
    };
  },
};
