import { atom } from 'jotai';

/** Planets chosen for the calculator (from the marketplace or typed in), kept while the user moves between tools. */
export const breedingPicksAtom = atom<{ a: string; b: string }>({ a: '', b: '' });

/** A planet id as typed: digits only, a leading # ignored; '' when it is not one. */
export function parsePlanetId(raw: string): string {
  const id = raw.trim().replace(/^#/, '');
  return /^[0-9]{1,9}$/.test(id) ? id : '';
}
