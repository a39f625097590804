import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadLocaleMessages, LOCALES, type Locale, type RemoteModule, type RemoteRegistryEntry } from '@criadero/remote-contract';
import { UNAVAILABLE } from './remote-failure-plugin';

class RemoteUnavailableError extends Error {
  constructor(readonly remote: string, message: string) {
    super(message);
    this.name = 'RemoteUnavailableError';
  }
}

export function registerAll(entries: RemoteRegistryEntry[]): void {
  registerRemotes(entries.map(({ name, entry }) => ({ name, entry })));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LoadOptions {
  /** the messages to fetch with the route table (each locale is a chunk of its own) */
  locales?: readonly Locale[];
  /** a path being opened: its page's code is fetched alongside the messages */
  preloadPath?: string;
  attempts?: number;
  backoffMs?: number;
}

/**
 * Loads a remote's route table and its messages, retrying with backoff. Each retry
 * re-registers the remote with `force` so the runtime drops the failed entry from its cache and
 * fetches it again.
 */
export async function loadRemoteRoutes(entry: RemoteRegistryEntry, { locales = LOCALES, preloadPath, attempts = 2, backoffMs = 400 }: LoadOptions = {}): Promise<RemoteModule> {
  let lastMessage = 'unknown error';
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) {
      await wait(backoffMs * attempt);
      registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
    }
    try {
      const loaded = await loadRemote<{ default: RemoteModule } | Record<string, unknown>>(`${entry.name}/routes`);
      if (loaded && !(UNAVAILABLE in loaded) && 'default' in loaded && loaded.default) {
        const module = loaded.default as RemoteModule;
        const page = module.routes.find((route) => route.path === preloadPath)?.Component as { preload?: () => void } | undefined;
        page?.preload?.();
        await Promise.all(locales.map((locale) => loadLocaleMessages(module.messages, locale)));
        return module;
      }
      lastMessage = String((loaded as Record<string, unknown> | null)?.message ?? 'empty module');
    } catch (error) {
      lastMessage = error instanceof Error ? error.message : String(error);
    }
  }
  throw new RemoteUnavailableError(entry.name, lastMessage);
}
