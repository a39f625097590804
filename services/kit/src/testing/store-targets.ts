import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { EmbeddedStore, MongoStore, type Store } from '../store';

declare module 'vitest' {
  export interface ProvidedContext {
    /** FerretDB 1.24.2 started for this test run */
    ferretdbUri: string;
    /** MONGODB_URI of the environment, '' when unset */
    mongodbUri: string;
  }
}

export interface StoreTarget {
  name: string;
  /** a fresh, empty store (a new database on the server targets) */
  open(): Promise<Store>;
  /** drops what `open` created and closes it */
  dispose(store: Store): Promise<void>;
}

function serverTarget(name: string, uri: string): StoreTarget {
  return {
    name,
    open: () => MongoStore.connect(uri, `criadero_test_${randomBytes(6).toString('hex')}`),
    dispose: async (store) => {
      if (store instanceof MongoStore) await store.dropDatabase();
      await store.close();
    },
  };
}

/** The embedded store with a journal in a fresh folder: what `npm start` runs on by default. */
const durableEmbeddedTarget: StoreTarget = {
  name: 'embedded-on-disk',
  open: async () => new EmbeddedStore({ dataDir: mkdtempSync(join(tmpdir(), 'criadero-store-')) }),
  dispose: async (store) => {
    const dir = (store as EmbeddedStore).journalPath;
    await store.close();
    if (dir) rmSync(join(dir, '..'), { recursive: true, force: true });
  },
};

/**
 * The stores every repository contract test runs against: the embedded store in memory and on
 * disk, FerretDB (started by the global setup) and, when MONGODB_URI is set, that server.
 */
export function storeTargets(): StoreTarget[] {
  const targets: StoreTarget[] = [
    { name: 'embedded', open: async () => new EmbeddedStore(), dispose: (store) => store.close() },
    durableEmbeddedTarget,
    serverTarget('ferretdb', inject('ferretdbUri')),
  ];
  const mongodbUri = inject('mongodbUri');
  if (mongodbUri) targets.push(serverTarget('mongodb', mongodbUri));
  return targets;
}

/** The FerretDB target alone, for the concurrency tests that must run there. */
export function ferretDbTarget(): StoreTarget {
  return serverTarget('ferretdb', inject('ferretdbUri'));
}
