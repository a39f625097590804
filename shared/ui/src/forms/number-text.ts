/**
 * Reading and writing the text of a number field in the player's language. Pure functions, so the
 * rules are tested without a browser.
 *
 * Accepted: an optional minus sign, digits, and at most one decimal separator, which may be the
 * locale's ("50,5" in es/pt) or a dot ("50.5" everywhere, as phones' numeric keypads type it).
 * Grouping separators are not accepted: in es "1.000" would be ambiguous, so a number is typed
 * without them and the field says so instead of guessing.
 */
export type NumberTextProblem = 'invalid' | 'decimals' | 'min' | 'max' | 'required';

export interface NumberTextRules {
  min?: number;
  max?: number;
  /** Most decimals accepted (default: any). 0 means whole numbers. */
  maxFractionDigits?: number;
  /** An empty field is a problem instead of "no value". */
  required?: boolean;
}

export type ParsedNumberText = { ok: true; value: number | null } | { ok: false; problem: NumberTextProblem };

/** The locale's decimal separator (',' for es and pt, '.' for en). */
function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
}

export function parseNumberText(text: string, locale: string, rules: NumberTextRules = {}): ParsedNumberText {
  const trimmed = text.trim();
  if (trimmed === '') return rules.required ? { ok: false, problem: 'required' } : { ok: true, value: null };
  const sep = decimalSeparator(locale);
  const separators = sep === '.' ? '\\.' : `\\.${sep === ',' ? ',' : sep}`;
  const match = new RegExp(`^([-+]?)(\\d*)(?:[${separators}](\\d*))?$`).exec(trimmed);
  if (!match || (match[2] === '' && !match[3])) return { ok: false, problem: 'invalid' };
  const [, sign, whole, fraction = ''] = match;
  if (rules.maxFractionDigits !== undefined && fraction.length > rules.maxFractionDigits) return { ok: false, problem: 'decimals' };
  const value = Number(`${sign}${whole || '0'}.${fraction || '0'}`);
  if (!Number.isFinite(value)) return { ok: false, problem: 'invalid' };
  if (rules.min !== undefined && value < rules.min) return { ok: false, problem: 'min' };
  if (rules.max !== undefined && value > rules.max) return { ok: false, problem: 'max' };
  return { ok: true, value };
}

/** A value as the field shows it: the locale's decimal separator, no grouping. */
export function formatNumberText(value: number | null, locale: string, maxFractionDigits = 20): string {
  if (value === null || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: maxFractionDigits }).format(value);
}
