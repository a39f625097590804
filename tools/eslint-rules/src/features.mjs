// The layout of a remote's src/ (docs/remote-layout.md): one folder per tool under features/, what
// several tools use beside features/, and the entry (routes.tsx, nav.ts, index.ts and the i18n
// catalogue that gathers every tool's strings) that puts the tools together.
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { packageOf } from './package-of.mjs';
import { onModuleSources } from './module-sources.mjs';

/** folders of src/ that belong to the entry: they may import any feature */
const ENTRY_FOLDERS = new Set(['i18n']);

/**
 * Where a path sits in its package's src/: `{ zone: 'feature', name }` inside features/<name>/,
 * `{ zone: 'entry' }` for a file directly in src/ or in an entry folder, `{ zone: 'shared' }` for
 * the folders beside features/ (components/, api/, domain/, state/, testing/, test/, ...), and
 * undefined outside src/.
 */
function zoneOf(pkgRoot, path) {
  const inside = relative(resolve(pkgRoot, 'src'), path);
  if (!inside || inside.startsWith('..') || isAbsolute(inside)) return undefined;
  const parts = inside.split(sep);
  if (parts[0] === 'features') return parts.length > 2 ? { zone: 'feature', name: parts[1] } : { zone: 'shared' };
  if (parts.length === 1 || ENTRY_FOLDERS.has(parts[0])) return { zone: 'entry' };
  return { zone: 'shared' };
}

/**
 * A feature keeps to itself: a file of features/<a>/ imports nothing of features/<b>/, and the
 * folders beside features/ import no feature (they are what features share). Only the entry puts
 * features together. What two tools both need moves beside features/.
 */
export const noCrossFeatureImport = {
  meta: {
    type: 'problem',
    docs: { description: "disallow imports between a remote's features, and from its shared folders into a feature" },
    schema: [],
    messages: {
      otherFeature:
        "'{{source}}' reaches into the feature '{{target}}' from the feature '{{from}}': features keep to themselves; move what both use beside features/ (components/, api/, domain/, state/) (docs/remote-layout.md).",
      sharedToFeature:
        "'{{source}}' reaches into the feature '{{target}}' from a folder beside features/: shared code imports no feature; only the entry (routes.tsx, nav.ts, i18n/) puts features together (docs/remote-layout.md).",
    },
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const pkg = packageOf(file);
    const from = pkg && zoneOf(pkg.root, file);
    if (!from || from.zone === 'entry') return {};
    return onModuleSources((node, source) => {
      if (!source.startsWith('./') && !source.startsWith('../')) return;
      const target = zoneOf(pkg.root, resolve(dirname(file), source));
      if (target?.zone !== 'feature') return;
      if (from.zone === 'shared') context.report({ node, messageId: 'sharedToFeature', data: { source, target: target.name } });
      else if (from.name !== target.name) context.report({ node, messageId: 'otherFeature', data: { source, target: target.name, from: from.name } });
    });
  },
};
