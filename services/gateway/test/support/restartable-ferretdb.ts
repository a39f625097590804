import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, spawnFerretDb } from '@criadero/service-kit/testing';

/**
 * FerretDB (the platform harness's binary) on a fixed port and data folder that survive a
 * kill: `kill()` sends SIGKILL (a crash, no clean shutdown), `start()` brings the same server
 * back with the same data, as a supervisor restarting a crashed database would.
 */
export class RestartableFerretDb {
  private child: ChildProcess | null = null;
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'criadero-ferretdb-fault-'));
  private port = 0;

  get uri() {
    return `mongodb://127.0.0.1:${this.port}/`;
  }

  async start(timeoutMs = 60_000): Promise<void> {
    this.port ||= await freePort();
    this.child = await spawnFerretDb({ port: this.port, dataDir: this.dataDir, timeoutMs });
  }

  /** SIGKILL, then wait for the process to be gone. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  async dispose(): Promise<void> {
    await this.kill();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
