import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { EmbeddedStore, MongoStore, type Store } from '../../src/store';

/**
 * "Instances": separate stores on one database, as separate gateway processes would have
 * (separate connections to FerretDB); the embedded store can only be shared within a process.
 */
export const instanceTargets = [
  {
    name: 'embedded',
    open: async (count: number) => {
      const store = new EmbeddedStore();
      return { stores: Array.from({ length: count }, () => store as Store), close: () => store.close() };
    },
  },
  {
    name: 'ferretdb',
    open: async (count: number) => {
      const db = `criadero_instances_${randomBytes(5).toString('hex')}`;
      const stores = await Promise.all(Array.from({ length: count }, () => MongoStore.connect(inject('ferretdbUri'), db)));
      return {
        stores: stores as Store[],
        close: async () => {
          await stores[0]!.dropDatabase();
          await Promise.all(stores.map((s) => s.close()));
        },
      };
    },
  },
];
