import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RemoteRegistry } from '@criadero/remote-contract';
import { buildGateway, loadGatewayConfig, type BuildGatewayOptions } from '@criadero/gateway';
import type { Store } from '@criadero/service-kit/store';
import { REMOTES, RemoteServer, shellDist, type RemoteName } from './remotes';

export interface Site {
  url: string;
  remotes: Map<RemoteName, RemoteServer>;
  registryFile: string;
  readRegistry(): RemoteRegistry;
  writeRegistry(registry: RemoteRegistry): void;
  close(): Promise<void>;
}

/**
 * The site served the way production serves it: the gateway (API + built shell + registry) on
 * one origin and each remote's dist on its own origin, all on free loopback ports. A test that
 * passes a `store` holds the gateway's data, to grant credits or a plan through the ledgers.
 */
export interface SiteOptions {
  env?: Record<string, string>;
  /** the gateway's data, for a test that grants credits or a plan through the ledgers */
  store?: Store;
  /** TESTS ONLY options of the gateway no environment variable sets (a local stand-in for Discord) */
  gateway?: Pick<BuildGatewayOptions, 'axieAlerts'>;
}

export async function startSite(options: SiteOptions = {}): Promise<Site> {
  const remotes = new Map<RemoteName, RemoteServer>();
  for (const remote of REMOTES) remotes.set(remote.name, await new RemoteServer(remote.name, remote.dir).start(0));

  const registryFile = join(mkdtempSync(join(tmpdir(), 'criadero-registry-')), 'remotes.json');
  const writeRegistry = (registry: RemoteRegistry) => writeFileSync(registryFile, JSON.stringify(registry, null, 2));
  writeRegistry({
    remotes: REMOTES.map((r) => ({
      name: r.name,
      title: r.title,
      entry: `${remotes.get(r.name)!.origin}/mf-manifest.json`,
      version: '0.1.0',
      prefixes: [...r.prefixes],
    })),
  });

  const dataDir = mkdtempSync(join(tmpdir(), 'criadero-site-data-'));
  const config = loadGatewayConfig({
    ...process.env,
    // a data folder of its own: the repository's `.data/embedded` is the one `npm start` locks, and
    // the bench and the browser suite run beside each other in `npm test`
    CRIADERO_DATA_DIR: dataDir,
    CRIADERO_SHELL_DIR: shellDist,
    CRIADERO_REMOTES_FILE: registryFile,
    ...options.env,
  });
  const gateway = await buildGateway({ config, logger: false, ...options.gateway, ...(options.store ? { store: options.store } : {}) });
  const address = await gateway.listen({ port: 0, host: '127.0.0.1' });

  return {
    url: address,
    remotes,
    registryFile,
    readRegistry: () => JSON.parse(readFileSync(registryFile, 'utf8')) as RemoteRegistry,
    writeRegistry,
    async close() {
      await gateway.close();
      await Promise.all([...remotes.values()].map((r) => r.stop()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
