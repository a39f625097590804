import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startStaticHost } from '@criadero/static-host';
import { publish, rollback } from '@criadero/deploy';
import { startSite, type Site } from '../src/harness/site';
import { distOf, shellDist } from '../src/harness/remotes';
import { launchChromium, openPage } from '../src/harness/browser';
import { REMOTE_MODULES } from '../src/harness/catalogue';

let site: Site;
let browser: Browser;
let cdn: { url: string; close: () => Promise<void> };
const cdnDir = mkdtempSync(join(tmpdir(), 'criadero-cdn-'));

beforeAll(async () => {
  site = await startSite();
  cdn = await startStaticHost({ dir: cdnDir, port: 0 }); // the horse team's CDN
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await cdn?.close();
  await site?.close();
});

const title = REMOTE_MODULES.mfe_horse.module.messages.es['horse.leveling.title'];

describe('independent deploys through the registry', () => {
  it('publishes a new version of one remote and rolls it back while the site keeps running', async () => {
    const context = await browser.newContext();
    const { page, errors } = await openPage(context);
    const horseFetches: string[] = [];
    page.on('request', (r) => r.url().startsWith(cdn.url) && horseFetches.push(new URL(r.url()).pathname));
    const options = {
      remote: 'mfe_horse', distDir: distOf('mfe-horse'), cdnDir, cdnUrl: cdn.url, registryFile: site.registryFile,
      shellManifest: join(shellDist, 'mf-manifest.json'),
    };

    const visit = async () => {
      horseFetches.length = 0;
      await page.goto(`${site.url}/planet-horse-tools/leveling-calculator`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      const versions = new Set(horseFetches.map((path) => path.split('/')[1]));
      return [...versions];
    };

    publish({ ...options, version: '1.0.0' });
    expect(await visit()).toEqual(['1.0.0']);
    publish({ ...options, version: '1.1.0' });
    expect(await visit()).toEqual(['1.1.0']);
    rollback(options);
    expect(site.readRegistry().remotes.find((r) => r.name === 'mfe_horse')?.version).toBe('1.0.0');
    expect(await visit()).toEqual(['1.0.0']);

    // the other remotes were never touched
    expect(site.readRegistry().remotes.filter((r) => r.name !== 'mfe_horse').every((r) => r.entry.startsWith('http://127.0.0.1:'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
