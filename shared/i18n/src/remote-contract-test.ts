// The test every remote runs on its exposed route table: a valid contract for the shell and a
// complete catalogue in every locale.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, type RemoteModule } from '@criadero/remote-contract';
import { checkCatalog } from './catalog-check';

/** `srcDir` defaults to the package's src/ (vitest runs with the package as working directory). */
export function describeRemoteContract(remote: RemoteModule, options: { srcDir?: string; sameInAllLocales?: ReadonlySet<string> } = {}) {
  const srcDir = options.srcDir ?? join(process.cwd(), 'src');
  describe('remote contract', () => {
    it('declares unique absolute paths in declared groups', () => {
      const paths = remote.routes.map((r) => r.path);
      expect(new Set(paths).size).toBe(paths.length);
      const groups = new Set(remote.groups.map((g) => g.id));
      for (const route of remote.routes) {
        expect(route.path).toMatch(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/);
        expect(groups.has(route.group), `${route.path} uses undeclared group ${route.group}`).toBe(true);
      }
    });

    it('has every message id used in code and route table in es, en and pt, translated', () => {
      const extraUsedIds = [
        ...remote.groups.map((g) => g.labelId),
        ...remote.routes.flatMap((r) => [r.titleId, r.purposeId]),
        // a page's note as its nav names it (the served page draws it from these ids)
        ...remote.routes.flatMap(({ note }) => (note ? [note.id, note.tagId, note.read?.when?.otherwise?.id, note.read?.when?.otherwise?.tagId] : [])).filter((id) => id !== undefined),
      ];
      const report = checkCatalog(srcDir, remote.messages, { sameInAllLocales: options.sameInAllLocales, extraUsedIds });
      expect(Object.keys(remote.messages).sort()).toEqual([...LOCALES].sort());
      for (const locale of LOCALES) expect(report.missing[locale], `missing in ${locale}`).toEqual([]);
      expect(report.untranslated.en, 'en still Spanish').toEqual([]);
      expect(report.untranslated.pt, 'pt still Spanish').toEqual([]);
      expect(report.unused, 'ids in the catalogue no code uses').toEqual([]);
      expect(report.ptZeroAsOne, 'pt plurals that would say "0 crédito": add an =0 form').toEqual([]);
    });
  });
}
