import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { ImageProxyConfig } from '../config';
import { isPublicAddress } from './address-policy';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system resolver (every address of the name). */
const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

/**
 * TEST ONLY: one extra destination the proxy may reach although the production rule refuses
 * it (a loopback image server over plain http). It is an injected option, never read from the
 * environment, and it opens exactly this address and port; every other rule still applies.
 */
export interface TestAllowRule {
  address: string;
  port: number;
}

export interface ImageProxyOptions {
  config: ImageProxyConfig;
  resolve?: Resolver;
  testAllow?: TestAllowRule;
}

export type ProxyFailure =
  | 'bad-url'
  | 'scheme-not-allowed'
  | 'host-not-allowed'
  | 'port-not-allowed'
  | 'dns-failed'
  | 'address-not-allowed'
  | 'too-many-redirects'
  | 'upstream-status'
  | 'not-an-image'
  | 'too-large'
  | 'timeout'
  | 'network-error';

export class ProxyError extends Error {
  override name = 'ProxyError';
  constructor(readonly reason: ProxyFailure, detail?: string) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

export interface ProxiedImage {
  body: Buffer;
  contentType: string;
}

const IMAGE_TYPES = /^image\/(png|jpeg|gif|webp|avif)$/;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches images for `/api/imageProxy` without opening an SSRF hole: only https, only the
 * allow-listed host names on their default port, every resolved address must be public and the
 * connection is pinned to the address that was checked (no second DNS answer), redirects are
 * followed by hand and checked the same way, and the whole fetch has a deadline and a byte cap.
 */
export class ImageProxy {
  private readonly hosts: Set<string>;
  private readonly resolve: Resolver;

  constructor(private readonly options: ImageProxyOptions) {
    this.hosts = new Set(options.config.allowedHosts.map((h) => h.toLowerCase()));
    this.resolve = options.resolve ?? systemResolver;
  }

  async fetch(rawUrl: string): Promise<ProxiedImage> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.config.timeoutMs);
    try {
      let url = this.parse(rawUrl);
      for (let hop = 0; ; hop++) {
        const target = await this.check(url);
        const response = await this.request(url, target, controller.signal);
        if (REDIRECTS.has(response.statusCode ?? 0)) {
          response.resume();
          const location = response.headers.location;
          if (!location) throw new ProxyError('upstream-status', 'redirect without location');
          if (hop >= this.options.config.maxRedirects) throw new ProxyError('too-many-redirects');
          url = this.parse(new URL(location, url).toString());
          continue;
        }
        return await this.read(response, controller.signal);
      }
    } catch (error) {
      if (controller.signal.aborted) throw new ProxyError('timeout');
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  private parse(raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new ProxyError('bad-url');
    }
    if (url.username || url.password) throw new ProxyError('bad-url', 'credentials in url');
    return url;
  }

  private isTestTarget(address: string, port: number): boolean {
    const allow = this.options.testAllow;
    return allow !== undefined && allow.address === address && allow.port === port;
  }

  /** Checks scheme, host, port and every resolved address; returns the address to connect to. */
  private async check(url: URL): Promise<ResolvedAddress & { port: number }> {
    const hostname = url.hostname.replace(/\.$/, '').toLowerCase();
    if (isIP(hostname.replace(/^\[|\]$/g, '')) || !this.hosts.has(hostname)) throw new ProxyError('host-not-allowed', hostname);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ProxyError('scheme-not-allowed', url.protocol);
    const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
    let addresses: ResolvedAddress[];
    try {
      addresses = await this.resolve(hostname);
    } catch (error) {
      throw new ProxyError('dns-failed', (error as Error).message);
    }
    if (addresses.length === 0) throw new ProxyError('dns-failed', 'no address');
    const testTarget = addresses.length === 1 && this.isTestTarget(addresses[0]!.address, port);
    if (!testTarget) {
      if (url.protocol !== 'https:') throw new ProxyError('scheme-not-allowed', url.protocol);
      if (url.port && port !== 443) throw new ProxyError('port-not-allowed', String(port));
      // One bad answer refuses the name: an attacker's DNS may mix public and private answers.
      const bad = addresses.find((a) => !isPublicAddress(a.address));
      if (bad) throw new ProxyError('address-not-allowed', bad.address);
    }
    return { ...addresses[0]!, port };
  }

  private request(url: URL, target: ResolvedAddress & { port: number }, signal: AbortSignal): Promise<IncomingMessage> {
    // Connect to the address that was checked, whatever a later DNS answer would say.
    const pinned: LookupFunction = (_host, options, callback) => {
      if ((options as { all?: boolean }).all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
      else callback(null, target.address, target.family);
    };
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = client.request(
        url,
        {
          method: 'GET',
          lookup: pinned,
          signal,
          headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif', 'user-agent': 'criadero-image-proxy' },
        },
        resolve,
      );
      req.on('error', (error) => reject(signal.aborted ? new ProxyError('timeout') : new ProxyError('network-error', error.message)));
      req.end();
    });
  }

  private async read(response: IncomingMessage, signal: AbortSignal): Promise<ProxiedImage> {
    const status = response.statusCode ?? 0;
    if (status < 200 || status >= 300) {
      response.resume();
      throw new ProxyError('upstream-status', String(status));
    }
    const contentType = String(response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!IMAGE_TYPES.test(contentType)) {
      response.destroy();
      throw new ProxyError('not-an-image', contentType || 'none');
    }
    const max = this.options.config.maxBytes;
    const declared = Number(response.headers['content-length'] ?? NaN);
    if (Number.isFinite(declared) && declared > max) {
      response.destroy();
      throw new ProxyError('too-large', `${declared} bytes declared`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of response) {
        size += (chunk as Buffer).length;
        if (size > max) {
          response.destroy();
          throw new ProxyError('too-large', `over ${max} bytes`);
        }
        chunks.push(chunk as Buffer);
      }
    } catch (error) {
      if (error instanceof ProxyError) throw error;
      if (signal.aborted) throw new ProxyError('timeout');
      throw new ProxyError('network-error', (error as Error).message);
    }
    return { body: Buffer.concat(chunks), contentType };
  }
}
