import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { startStaticHost } from '@criadero/static-host';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The six remotes: registry name, workspace folder, path prefixes they own. */
export const REMOTES = [
  { name: 'mfe_apeiron', dir: 'mfe-apeiron', title: 'Apeiron', prefixes: ['/apeiron-tools'] },
  { name: 'mfe_axie', dir: 'mfe-axie', title: 'Axie Infinity', prefixes: ['/axie-infinity-tools', '/axie-land-battles'] },
  { name: 'mfe_billing', dir: 'mfe-billing', title: 'Panel / Planes', prefixes: ['/dashboard'] },
  { name: 'mfe_lumiterra_pixels', dir: 'mfe-lumiterra-pixels', title: 'Lumiterra / Pixels', prefixes: ['/lumiterra-tools', '/pixels-tools'] },
  { name: 'mfe_craftworld', dir: 'mfe-craftworld', title: 'Craft World', prefixes: ['/craft-world-tools', '/dashboard/craftworld'] },
  { name: 'mfe_horse', dir: 'mfe-horse', title: 'Planet Horse', prefixes: ['/planet-horse-tools'] },
] as const;

export type RemoteName = (typeof REMOTES)[number]['name'];

export const distOf = (dir: string) => join(repoRoot, dir, 'dist');
export const shellDist = join(repoRoot, 'shell', 'dist');

/** One remote served from its own origin; can be stopped and started again on the same port. */
export class RemoteServer {
  private handle: { url: string; close: () => Promise<void> } | null = null;
  port = 0;

  /** `distDir`: another build of the remote to serve instead of `<dir>/dist` */
  constructor(readonly name: RemoteName, readonly dir: string, private readonly distDir = distOf(dir)) {}

  get origin() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(port = this.port) {
    this.handle = await startStaticHost({ dir: this.distDir, port });
    this.port = Number(new URL(this.handle.url).port);
    return this;
  }

  async stop() {
    await this.handle?.close();
    this.handle = null;
  }
}
