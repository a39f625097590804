import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { StoredMarketSource } from '../src/market/sources/graphql-source';
import { buildTestApp, importedMarket, type AxieTestApp } from './helpers';

describe('the Axie market provenance (what decides whether its searches are paid), as the status route answers it', () => {
  const apps: AxieTestApp[] = [];
  const build = async (options: Parameters<typeof buildTestApp>[0]) => {
    const app = await buildTestApp({ size: 300, store: new EmbeddedStore(), ...options });
    apps.push(app);
    return app;
  };
  let generated: AxieTestApp;
  beforeAll(async () => {
    generated = await build({});
  });
  afterAll(async () => Promise.all(apps.map((app) => app.close())));

  const provenanceOf = async (app: AxieTestApp) => (await app.inject('/api/axie/status')).json().market.provenance;

  it('is sample for the generated market, live for the marketplace import and for what an import left in the store', async () => {
    expect(await provenanceOf(generated)).toBe('sample');
    expect(await provenanceOf(await build({ marketSource: importedMarket(300) }))).toBe('live');
    expect(await provenanceOf(await build({ marketSource: new StoredMarketSource() }))).toBe('live');
  });
});
