import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCatalog } from '@criadero/i18n/catalog-check';
import { uiMessages, uiSameInAllLocales } from './messages';

describe('UI kit catalogue', () => {
  it('has every id the kit uses in es, en and pt, translated', () => {
    const report = checkCatalog(join(process.cwd(), 'src'), uiMessages, { sameInAllLocales: uiSameInAllLocales });
    expect(report.missing).toEqual({ es: [], en: [], pt: [] });
    expect(report.untranslated).toEqual({ en: [], pt: [] });
    expect(report.unused).toEqual([]);
    expect(report.ptZeroAsOne, 'pt plurals that would say "0 crédito": add an =0 form').toEqual([]);
  });
});
