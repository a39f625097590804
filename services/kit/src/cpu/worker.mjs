// Entry of the CPU worker pool's threads (piscina). Plain JavaScript on purpose: a worker thread
// starts without the parent's TypeScript loader under vitest, so this file must load as-is under
// tsx, vitest and a JavaScript build alike. Task modules named by a `.ts` URL (tsx, vitest) are
// loaded through tsx's namespaced import; after a build they are `.js` and load natively.
import { setPriority } from 'node:os';

// CPU tasks give way to the event loop: on Linux the nice value belongs to the thread, so this
// lowers only this worker thread (elsewhere it would lower the whole process, so it is skipped).
// piscina's niceIncrement does the same but needs an optional native package.
if (process.platform === 'linux') {
  try {
    setPriority(10);
  } catch {
    // not allowed here: run at the default priority
  }
}

const modules = new Map();

function load(url) {
  let loading = modules.get(url);
  if (!loading) {
    loading = url.endsWith('.ts') ? import('tsx/esm/api').then(({ tsImport }) => tsImport(url, import.meta.url)) : import(url);
    modules.set(url, loading);
  }
  return loading;
}

/**
 * Runs `name(...args)` of the module at `url`. Errors come back as data (name and message):
 * structured cloning would otherwise drop a custom error's name, which callers map to answers.
 */
export default async function runCpuTask({ url, name, args }) {
  const module = await load(url);
  const fn = module[name];
  if (typeof fn !== 'function') return { error: { name: 'TypeError', message: `${url} has no function ${name}` } };
  try {
    return { value: await fn(...args) };
  } catch (error) {
    return { error: { name: error instanceof Error ? error.name : 'Error', message: error instanceof Error ? error.message : String(error) } };
  }
}
