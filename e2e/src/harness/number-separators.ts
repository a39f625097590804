// Finds numbers written with another language's separators in a page's text: "24.5" or
// "1,234.56" in Spanish or Portuguese (decimal comma, grouping dot), "24,5" or "1.234,56" in
// English. Each rule matches a whole number token and only shapes that cannot be read in the
// page's language, so ids, dates, versions, addresses and hashes pass: "v1.2.3" and "0x3f…" touch
// letters, "127.0.0.1" or "27.11.2026" match no rule, and a lone "1.234" (a Spanish or Portuguese
// thousand, or an English decimal with three places) or "1,234" is left alone as ambiguous.
import type { Locale } from '@criadero/remote-contract';

/** A run of digits with inner dots or commas, not glued to a letter, digit or another separator. */
const NUMBER_TOKEN = /(?<![\p{L}\p{N}_.,/#:@])\d(?:[\d.,]*\d)?(?![\p{L}\p{N}_]|[.,:/@-]\p{N})/gu;

/** Shapes that are wrong in each language: a decimal point or comma of the other convention, and its grouping. */
const WRONG_SHAPES: Record<'comma' | 'point', RegExp[]> = {
  // decimal comma languages (es, pt): 24.5, 7.20, 0.125, 0.0042, 1,234.56, 1,234,567
  comma: [/^\d+\.\d{1,2}$/, /^\d+\.\d{4,}$/, /^0\.\d+$/, /^\d{1,3}(?:,\d{3})+\.\d+$/, /^\d{1,3}(?:,\d{3}){2,}$/],
  // decimal point languages (en): 24,5, 7,20, 0,125, 0,0042, 1.234,56, 1.234.567
  point: [/^\d+,\d{1,2}$/, /^\d+,\d{4,}$/, /^0,\d+$/, /^\d{1,3}(?:\.\d{3})+,\d+$/, /^\d{1,3}(?:\.\d{3}){2,}$/],
};

/** The page language's decimal separator, from the browser's own number formatting. */
function convention(locale: Locale): 'comma' | 'point' {
  return new Intl.NumberFormat(locale).format(1.5).includes(',') ? 'comma' : 'point';
}

/** The number tokens of `text` whose separators belong to another language than `locale`. */
export function wrongSeparators(text: string, locale: Locale): string[] {
  const shapes = WRONG_SHAPES[convention(locale)];
  return [...text.matchAll(NUMBER_TOKEN)].map((m) => m[0]).filter((token) => shapes.some((shape) => shape.test(token)));
}

/**
 * Runs in the page: the text a player reads, one string per text node (SVG chart labels
 * and visual-only figures included), leaving out code, scripts, styles and what the page marks
 * translate="no".
 */
export function readableTexts(): string[] {
  const skip = 'script, style, noscript, code, pre, kbd, samp, textarea, [translate="no"]';
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue?.trim();
    if (text && /\d/.test(text) && !node.parentElement?.closest(skip)) texts.push(text);
  }
  return texts;
}
