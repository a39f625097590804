import { readFileSync } from 'node:fs';
import { testConfig } from '@criadero/service-kit/testing';
import { EmbeddedStore, type Store } from '@criadero/service-kit/store';
import { buildApeironApp } from '../src/app';
import { loadApeironConfig, SAMPLE_DATASET_FILE } from '../src/config';
import type { Dataset } from '@criadero/api-contracts/apeiron';
import type { ApeironDataSource } from '../src/source/apeiron-source';

export type ApeironApp = Awaited<ReturnType<typeof buildApeironApp>>;

export const sampleDataset = (): Dataset => JSON.parse(readFileSync(SAMPLE_DATASET_FILE, 'utf8')) as Dataset;

/** The service on a fresh embedded store, seeded with the shipped sample (as at a real first start). */
export async function buildTestApp(options: { store?: Store; source?: ApeironDataSource; env?: Record<string, string> } = {}) {
  const store = options.store ?? new EmbeddedStore();
  const platform = testConfig({ rateLimit: { max: 100_000, windowMs: 60_000, authMax: 1000 } });
  const app = await buildApeironApp({ config: { ...loadApeironConfig(options.env ?? {}), platform }, store, source: options.source, logger: false });
  await app.ready();
  return { app, store };
}
