import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's tools/ferretdb folder (the Go program that embeds FerretDB 1.24.2). */
const FERRETDB_TOOL_DIR = fileURLToPath(new URL('../../../../tools/ferretdb/', import.meta.url));
const FERRETDB_BINARY = process.env.FERRETDB_BIN ?? join(FERRETDB_TOOL_DIR, 'bin', 'ferretdb-embedded');

/** Builds the binary with `go build` (through the Go module proxy) unless it exists. Throws if Go fails. */
function ensureFerretDbBinary(): string {
  if (existsSync(FERRETDB_BINARY)) return FERRETDB_BINARY;
  const result = spawnSync('bash', [join(FERRETDB_TOOL_DIR, 'build.sh')], { stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(FERRETDB_BINARY)) {
    throw new Error(
      `Could not build FerretDB (tools/ferretdb/build.sh exited ${result.status ?? result.signal}). ` +
        'The repository contract tests need it: install Go and make the Go module proxy reachable.',
    );
  }
  return FERRETDB_BINARY;
}

/** A TCP port free on `host` now (the caller binds it soon after). */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningFerretDb {
  uri: string;
  stop(): Promise<void>;
}

/**
 * Runs the FerretDB binary on `port` over `dataDir` and resolves with the process once it accepts
 * connections (rejects, the process stopped, if it exits first or takes over `timeoutMs`).
 */
export async function spawnFerretDb({ port, dataDir, timeoutMs = 60_000 }: { port: number; dataDir: string; timeoutMs?: number }): Promise<ChildProcess> {
  const child = spawn(ensureFerretDbBinary(), ['-listen', `127.0.0.1:${port}`, '-data', dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`FerretDB did not start within ${timeoutMs} ms. stderr:\n${stderr}`));
    }, timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready mongodb://')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`FerretDB exited before it was ready (code ${code}, signal ${signal}). stderr:\n${stderr}`));
    });
  });
  return child;
}

/** Starts FerretDB on a free loopback port with a fresh data folder; resolves once it accepts connections. */
export async function startFerretDb({ timeoutMs = 60_000 } = {}): Promise<RunningFerretDb> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'criadero-ferretdb-'));
  let child: ChildProcess;
  try {
    child = await spawnFerretDb({ port, dataDir, timeoutMs });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { uri: `mongodb://127.0.0.1:${port}/`, stop };
}

/** SIGTERM, then SIGKILL after 5 s if it is still running; resolves once the process has exited. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}
