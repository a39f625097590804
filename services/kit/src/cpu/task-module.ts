/**
 * The URL of a task module next to `base` (pass `import.meta.url`), with base's own extension:
 * `.ts` when the caller runs from sources (tsx, vitest), `.js` once built. So a build that keeps
 * each module in its own file at the same relative path needs no change here.
 */
export function taskModuleUrl(base: string, relative: string): URL {
  const extension = /\.[cm]?[jt]s$/.exec(new URL(base).pathname)?.[0] ?? '.js';
  return new URL(`${relative}${extension}`, base);
}
