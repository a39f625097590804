import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureFerretDbBinary, freePort } from '@criadero/service-platform/testing';

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
    const binary = ensureFerretDbBinary();
    this.port ||= await freePort();
    const child = spawn(binary, ['-listen', `127.0.0.1:${this.port}`, '-data', this.dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => void (stderr = (stderr + chunk.toString()).slice(-2000)));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`FerretDB did not start within ${timeoutMs} ms: ${stderr}`)), timeoutMs);
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready mongodb://')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`FerretDB exited (code ${code}, signal ${signal}): ${stderr}`));
      });
    });
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
