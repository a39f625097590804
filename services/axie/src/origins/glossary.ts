import { readFileSync } from 'node:fs';

interface GlossaryFile {
  terms: { en: string; es: string[]; pt: string[] }[];
}

/** Accent- and case-insensitive form every search compares (the UI is Spanish-first; names are English). */
export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let translate: ((folded: string) => string) | undefined;

/**
 * Spanish/Portuguese game words → the English term of the Origins texts (data/origins/glossary.json,
 * our own translation). One regex over every word, longest first, so "marca de muerte" wins over
 * a shorter word inside it; whole words only.
 */
function translator(): (folded: string) => string {
  if (translate) return translate;
  const file = JSON.parse(readFileSync(new URL('../../data/origins/glossary.json', import.meta.url), 'utf8')) as GlossaryFile;
  const english = new Map<string, string>();
  for (const term of file.terms) for (const word of [...term.es, ...term.pt]) english.set(fold(word), term.en);
  const words = [...english.keys()].sort((a, b) => b.length - a.length).map(escape);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${words.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  translate = (folded) => folded.replace(pattern, (word) => english.get(word)!);
  return translate;
}

/**
 * What a free-text search looks for: the query as typed (folded) and, when it holds Spanish or
 * Portuguese game words, the same query in the English of the game texts ("veneno" → "poison").
 * Empty for an empty query.
 */
export function searchNeedles(q: string | undefined): string[] {
  const folded = q ? fold(q.trim()) : '';
  if (!folded) return [];
  const english = translator()(folded);
  return english === folded ? [folded] : [folded, english];
}

/** True when one of the texts contains one of the needles (no needles: everything matches). */
export function matchesSearch(needles: readonly string[], ...texts: string[]): boolean {
  if (!needles.length) return true;
  const folded = texts.map(fold);
  return needles.some((needle) => folded.some((text) => text.includes(needle)));
}
