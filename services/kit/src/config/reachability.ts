import { accessSync, constants, closeSync, fsyncSync, mkdirSync, openSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { ConfigError } from './env';

/**
 * Checks a configuration can be used before a server starts on it (the gateway's check-config):
 * what a variable names exists, can be written, answers. Each refusal is a ConfigError (one line,
 * exit 2 through exitOnConfigError).
 */

const reason = (error: unknown) => {
  const { code, message } = error as { code?: string; message?: string };
  return code ?? message?.split('\n')[0] ?? String(error);
};

/** The folder exists or can be made, and a file in it can be written, synced and removed. */
export function assertWritableFolder(name: string, dir: string): void {
  const probe = join(dir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dir, { recursive: true });
    const fd = openSync(probe, 'w');
    try {
      writeSync(fd, 'ok');
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    unlinkSync(probe);
  } catch (error) {
    throw new ConfigError(`${name}: cannot write in ${dir} (${reason(error)}); the process needs a folder it can write`, { cause: error });
  }
}

/** The path names a readable file (`kind: 'file'`) or folder. */
export function assertReadable(name: string, path: string, kind: 'file' | 'folder'): void {
  try {
    const stat = statSync(path);
    if (kind === 'file' ? !stat.isFile() : !stat.isDirectory()) throw Object.assign(new Error(), { code: `not a ${kind}` });
    accessSync(path, constants.R_OK);
  } catch (error) {
    throw new ConfigError(`${name}: cannot read the ${kind} ${path} (${reason(error)})`, { cause: error });
  }
}

/** A Redis server answers PING at `url` within `timeoutMs`. */
export async function assertRedisReachable(url: string, timeoutMs: number): Promise<void> {
  const redacted = url.replace(/\/\/[^@/]*@/, '//***@');
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: timeoutMs, commandTimeout: timeoutMs, retryStrategy: () => null });
  // the socket's own error (ECONNREFUSED…) says more than the "Connection is closed." connect() rejects with
  let socketError: unknown;
  redis.on('error', (error: unknown) => {
    socketError ??= error;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new ConfigError(`REDIS_URL: could not connect to ${redacted} within ${timeoutMs} ms (${reason(socketError ?? error)})`, { cause: error });
  } finally {
    redis.disconnect();
  }
}
