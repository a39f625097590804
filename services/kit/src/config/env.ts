/** Small, strict readers for configuration from environment variables. */

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function raw(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

export function readString(env: Env, name: string, fallback: string): string {
  return raw(env, name) ?? fallback;
}

export function readOptional(env: Env, name: string): string | undefined {
  return raw(env, name);
}

export function readInt(env: Env, name: string, fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  if (!/^-?\d+$/.test(value)) throw new ConfigError(`${name} must be an integer, got "${value}"`);
  const n = Number(value);
  if (n < min || n > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

export function readBool(env: Env, name: string, fallback: boolean): boolean {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

/** A comma-separated list; empty entries are dropped. */
export function readList(env: Env, name: string, fallback: readonly string[]): string[] {
  const value = raw(env, name);
  if (value === undefined) return [...fallback];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function readEnum<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${value}"`);
  }
  return value as T;
}

/** An http(s) URL with a host. */
export function readUrl(env: Env, name: string): string | undefined {
  const value = raw(env, name);
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${value}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') throw new ConfigError(`${name} must be an http(s) URL, got "${value}"`);
  return url.toString();
}

/** A string that must match `pattern`; `shape` says what it should look like in the refusal. */
export function readMatching(env: Env, name: string, fallback: string, pattern: RegExp, shape: string): string {
  const value = raw(env, name) ?? fallback;
  if (!pattern.test(value)) throw new ConfigError(`${name} must be ${shape}, got "${value}"`);
  return value;
}

/** A host name or IP address (no scheme, no path): `example.com`, `127.0.0.1`, `::1`. */
export const HOST_NAME = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*)$/;

/** A comma-separated list of hosts, each a HOST_NAME with an optional `:port` (`example.com`, `127.0.0.1:3000`). */
export function readHostList(env: Env, name: string, fallback: readonly string[]): string[] {
  const hosts = readList(env, name, fallback);
  for (const host of hosts) {
    const [, bare, port] = /^(.*?)(?::(\d{1,5}))?$/.exec(host)!;
    if (!HOST_NAME.test(bare!) || bare!.includes(':') || (port !== undefined && Number(port) > 65535)) {
      throw new ConfigError(`${name} entries must be host names like example.com or example.com:8443 (no scheme or path), got "${host}"`);
    }
  }
  return hosts;
}
