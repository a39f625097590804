import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { freePort } from './ferretdb';

/** Debian's redis-server; REDIS_SERVER_BIN overrides it. */
const REDIS_SERVER_BINARY = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

export interface RunningRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts a throw-away redis-server on a free loopback port (no persistence, no config file).
 * Throws with an install hint when the binary is missing: tests that need Redis fail, never skip.
 */
export async function startRedis({ timeoutMs = 20_000 } = {}): Promise<RunningRedis> {
  if (!existsSync(REDIS_SERVER_BINARY)) {
    throw new Error(`redis-server not found at ${REDIS_SERVER_BINARY}: install it (apt-get install redis-server) or set REDIS_SERVER_BIN.`);
  }
  const port = await freePort();
  const child = spawn(REDIS_SERVER_BINARY, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 3000).unref();
    });

  const deadline = Date.now() + timeoutMs;
  while (!(await answersPing(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (code ${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not answer on port ${port} within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop };
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
