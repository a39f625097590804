import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RemoteRegistry } from '@criadero/remote-contract';
import { testConfig } from '@criadero/service-kit/testing';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { loadGatewayConfig, type GatewayConfig } from '../../src/config';
import { buildGateway } from '../../src/gateway';

/**
 * A gateway serving a stand-in built shell (`shellFiles`, by name: index.html at least) and a
 * registry, on an in-memory store, with limits no test meets. `close()` stops it and removes
 * its folder.
 */
export async function startSiteGateway(shellFiles: Record<string, string>, registry: RemoteRegistry) {
  const dir = mkdtempSync(join(tmpdir(), 'criadero-site-gateway-'));
  const shellDir = join(dir, 'dist');
  mkdirSync(shellDir);
  for (const [name, text] of Object.entries(shellFiles)) writeFileSync(join(shellDir, name), text);
  const remotesFile = join(dir, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify(registry));
  const platform = testConfig({ rateLimit: { max: 1000, windowMs: 60_000, authMax: 1000 } });
  const base = loadGatewayConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' });
  const config: GatewayConfig = { ...base, platform, shellDir, remotesFile, users: { ...base.users, platform }, tokenPrices: { ...base.tokenPrices, platform }, axie: { ...base.axie, platform } };
  const app = await buildGateway({ config, store: new EmbeddedStore(), logger: false, underPressure: false });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
