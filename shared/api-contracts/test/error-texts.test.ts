import { describe, expect, it } from 'vitest';
import { APEIRON_ERROR_MESSAGES } from '../src/apeiron';
import { AXIE_ERROR_MESSAGES, TOOLS_ERROR_MESSAGES, WALLET_LIST_LIMIT_MESSAGES } from '../src/axie';
import { BILLING_ERROR_MESSAGES } from '../src/billing';
import { CRAFTWORLD_ERROR_MESSAGES, PREMIUM_FEATURE_ERROR_MESSAGES } from '../src/craftworld';
import { ERROR_CODES, ERROR_MESSAGES, fillErrorTexts, type ErrorTexts } from '../src/errors';
import { HORSE_ERROR_MESSAGES } from '../src/horse';

// Every error text of the API, by where it lives. A service's own codes are new codes; a service's
// texts for platform codes replace the platform's wording and keep its code.
const SERVICE_CODES: Record<string, Record<string, ErrorTexts>> = {
  AXIE_ERROR_MESSAGES,
  TOOLS_ERROR_MESSAGES,
  BILLING_ERROR_MESSAGES,
  CRAFTWORLD_ERROR_MESSAGES,
};
const PLATFORM_CODE_TEXTS: Record<string, Record<string, ErrorTexts>> = { APEIRON_ERROR_MESSAGES, HORSE_ERROR_MESSAGES };
const CASES: Record<string, Record<string, ErrorTexts>> = { WALLET_LIST_LIMIT_MESSAGES, PREMIUM_FEATURE_ERROR_MESSAGES };
const ALL = { ERROR_MESSAGES, ...SERVICE_CODES, ...PLATFORM_CODE_TEXTS, ...CASES };

const marks = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('error texts in the contract', () => {
  for (const [table, entries] of Object.entries(ALL)) {
    it(`${table}: every entry has es, en and pt, with the same {marks}`, () => {
      for (const [key, texts] of Object.entries(entries)) {
        expect(Object.keys(texts).sort(), `${table}.${key}`).toEqual(['en', 'es', 'pt']);
        for (const language of ['es', 'en', 'pt'] as const) expect(texts[language].trim(), `${table}.${key}.${language}`).not.toBe('');
        expect(marks(texts.en), `${table}.${key}`).toEqual(marks(texts.es));
        expect(marks(texts.pt), `${table}.${key}`).toEqual(marks(texts.es));
      }
    });
  }

  it('every platform code has its texts', () => {
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...ERROR_CODES].sort());
  });

  it("a service's own codes are new: none is a platform code or another service's", () => {
    const owners = new Map<string, string>(ERROR_CODES.map((code) => [code, 'platform']));
    for (const [table, entries] of Object.entries(SERVICE_CODES)) {
      for (const code of Object.keys(entries)) {
        expect(owners.get(code), `${table}.${code}`).toBeUndefined();
        owners.set(code, table);
      }
    }
  });

  it("a service's texts for platform codes name platform codes", () => {
    for (const [table, entries] of Object.entries(PLATFORM_CODE_TEXTS)) {
      for (const code of Object.keys(entries)) expect(ERROR_CODES, `${table}.${code}`).toContain(code);
    }
  });

  it('fillErrorTexts puts the values in every language and leaves unknown marks as written', () => {
    expect(fillErrorTexts({ es: 'hasta {n} de {m}', en: 'up to {n} of {m}', pt: 'até {n} de {m}' }, { n: 3 })).toEqual({
      es: 'hasta 3 de {m}',
      en: 'up to 3 of {m}',
      pt: 'até 3 de {m}',
    });
  });
});
