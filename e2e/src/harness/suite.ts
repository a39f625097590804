import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startSite, type Site, type SiteOptions } from './site';
import { launchChromium } from './browser';
import { MongoStore } from '@criadero/service-kit/store';
import { startFerretDb, type RunningFerretDb } from '@criadero/service-kit/testing';

/**
 * Starts the site and a browser for one test file and stops them after it. Returns accessors
 * because the values exist only once beforeAll has run. `startMs`: how long the start may take
 * (a site on a large market builds its index first).
 */
export function useSiteAndBrowser(options: Parameters<typeof startSite>[0] | (() => Promise<Parameters<typeof startSite>[0]>) = {}, startMs?: number) {
  let site: Site | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site = await startSite(typeof options === 'function' ? await options() : options);
    browser = await launchChromium();
  }, startMs);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  return {
    site: () => site!,
    browser: () => browser!,
  };
}

/**
 * The site on a real MongoDB-wire server (a FerretDB started for this file, database `db`), with
 * a store on that database so a test can grant credits or plans through the services' own
 * ledgers, the way a verified payment does, and a browser. The fields are set by beforeAll.
 */
export function useSiteOnFerretDb(
  db: string,
  env: Record<string, string> | (() => Record<string, string>) = {},
  /** the gateway's test-only options, made when the site starts (a stand-in server started first) */
  gateway?: () => Promise<SiteOptions['gateway']>,
) {
  const suite = {} as { ferret: RunningFerretDb; store: MongoStore; site: Site; browser: Browser };
  beforeAll(async () => {
    suite.ferret = await startFerretDb();
    suite.store = await MongoStore.connect(suite.ferret.uri, db);
    suite.site = await startSite({ env: { MONGODB_URI: suite.ferret.uri, MONGODB_DB: db, ...(typeof env === 'function' ? env() : env) }, gateway: await gateway?.() });
    suite.browser = await launchChromium();
  }, 180_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.site?.close();
    await suite.store?.dropDatabase();
    await suite.store?.close();
    await suite.ferret?.stop();
  });
  return suite;
}
