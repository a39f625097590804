import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@criadero/remote-contract';
import { checkCatalog } from '@criadero/i18n/catalog-check';
import { shellMessages, shellSameInAllLocales } from './messages';

describe('shell catalogue', () => {
  it('has every id used by the shell in es, en and pt, translated and none unused', () => {
    const report = checkCatalog(join(process.cwd(), 'src'), shellMessages, { sameInAllLocales: shellSameInAllLocales });
    for (const locale of LOCALES) expect(report.missing[locale], locale).toEqual([]);
    expect(report.untranslated).toEqual({ en: [], pt: [] });
    expect(report.unused).toEqual([]);
    expect(report.ptZeroAsOne, 'pt plurals that would say "0 crédito": add an =0 form').toEqual([]);
    expect(report.usedIds.length).toBeGreaterThan(20);
  });
});
