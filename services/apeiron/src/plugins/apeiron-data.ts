import { readFileSync } from 'node:fs';
import fp from 'fastify-plugin';
import { Leases, runAfterOthers } from '@criadero/service-kit';
import type { BreedingConfig } from '@criadero/apeiron-breeding';
import { importDataset } from '../dataset/import-dataset';
import { createRepositories, type ApeironRepositories } from '../repositories';
import type { ApeironDataSource } from '../source/apeiron-source';
import { StoreApeironSource } from '../source/store-source';

declare module 'fastify' {
  interface FastifyInstance {
    apeiron: { source: ApeironDataSource; repositories: ApeironRepositories; breeding: BreedingConfig };
  }
}

export interface ApeironDataPluginOptions {
  breeding: BreedingConfig;
  seedFile: string;
  seedWhenEmpty: boolean;
  /** replaces the store-backed source (tests, a live adapter) */
  source?: ApeironDataSource;
}

/**
 * Decorates `app.apeiron`. With an empty store (a fresh machine, the embedded store) the seed
 * file, labelled sample data by default, is imported through the same importer as the command.
 */
export const apeironDataPlugin = fp<ApeironDataPluginOptions>(
  async (app, { breeding, seedFile, seedWhenEmpty, source }) => {
    const repositories = await createRepositories(app.store);
    if (!source && seedWhenEmpty && (await repositories.planets.count()) === 0) {
      // one instance seeds (the import replaces each section: delete, then insert), the others wait and find it done
      await runAfterOthers(new Leases(app.store), 'apeiron-seed', async () => {
        if ((await repositories.planets.count()) > 0) return;
        const counts = await importDataset(repositories, JSON.parse(readFileSync(seedFile, 'utf8')), breeding.maxConjunctions);
        app.log.warn({ counts }, `Apeiron store was empty: imported ${seedFile} (sample data unless you pointed APEIRON_SEED_FILE elsewhere)`);
      });
    }
    app.decorate('apeiron', { source: source ?? new StoreApeironSource(repositories), repositories, breeding });
  },
  { name: 'criadero-apeiron-data', fastify: '5.x', dependencies: ['criadero-store'] },
);
