/**
 * Documents written as JSON, the way a release stored them, ready to insert: a date is
 * `{ "$date": "<ISO time>" }` (MongoDB's extended JSON), since JSON has no date of its own. For
 * migration tests, whose fixtures are what the release before a migration wrote, as literal text.
 */
export function documentsFromJson<T>(json: string): T[] {
  return JSON.parse(json, (_key, value: unknown) => {
    if (typeof value === 'object' && value !== null && '$date' in value && typeof value.$date === 'string') return new Date(value.$date);
    return value;
  }) as T[];
}
