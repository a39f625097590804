/** Spec §5: creature ids are split on spaces, commas or semicolons; a leading # is removed; empty entries are ignored. */
export function parseCreatureIds(text: string): { ids: string[]; invalid: string[] } {
  // a Set: a pasted list of 20,000 ids checked with includes() took seconds
  const ids = new Set<string>();
  const invalid: string[] = [];
  for (const raw of text.split(/[\s,;]+/)) {
    const token = raw.replace(/^#+/, '');
    if (!token) continue;
    if (/^\d+$/.test(token)) {
      ids.add(token);
    } else invalid.push(raw);
  }
  return { ids: [...ids], invalid };
}
