/** Spec §5: creature ids are split on spaces, commas or semicolons; a leading # is removed; empty entries are ignored. */
export function parseCreatureIds(text: string): { ids: string[]; invalid: string[] } {
  const ids: string[] = [];
  const invalid: string[] = [];
  for (const raw of text.split(/[\s,;]+/)) {
    const token = raw.replace(/^#+/, '');
    if (!token) continue;
    if (/^\d+$/.test(token)) {
      if (!ids.includes(token)) ids.push(token);
    } else invalid.push(raw);
  }
  return { ids, invalid };
}
