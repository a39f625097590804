import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const NGINX_EXAMPLE = join(REPO, 'services', 'gateway', 'deploy', 'nginx.conf.example');
/** Debian's nginx; NGINX_BIN overrides it. */
const NGINX_BINARY = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Reply {
  status: number;
  body: string;
  json<T = Record<string, unknown>>(): T;
  headers: Record<string, string | string[] | undefined>;
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/**
 * One HTTP call; `localAddress` picks the loopback address the call comes from (a different
 * visitor for nginx). Like the site's client, a `503 BUSY` (load shedding: the request was not
 * run) is tried again after its Retry-After.
 */
export async function call(
  url: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string>; localAddress?: string } = {},
): Promise<Reply> {
  for (let attempt = 1; ; attempt++) {
    const reply = await callOnce(url, options);
    if (reply.status !== 503 || attempt === 10 || !reply.body.includes('"BUSY"')) return reply;
    await sleep(Math.min(1000, 1000 * Number(reply.headers['retry-after'] ?? 1)));
  }
}

function callOnce(
  url: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string>; localAddress?: string } = {},
): Promise<Reply> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: options.method ?? (payload ? 'POST' : 'GET'),
        agent: options.localAddress ? undefined : agent,
        localAddress: options.localAddress,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body, headers: res.headers, json: <T>() => JSON.parse(body) as T });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.end(payload);
  });
}

/**
 * One gateway instance started the way an operator runs it on a machine: `npm start -w
 * @criadero/gateway` (the built dist/server.js under node) with its own PORT, in its own process
 * group so that `kill()` stops npm and node together, like a machine going away.
 */
export class GatewayProcess {
  private child: ChildProcess | undefined;
  /** every line the process printed (pino JSON lines and the banner) */
  readonly lines: string[] = [];

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(timeoutMs = 180_000): Promise<void> {
    const child = spawn('npm', ['start', '--silent', '-w', '@criadero/gateway'], {
      cwd: REPO,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.child = child;
    let partial = '';
    const collect = (chunk: Buffer) => {
      const text = partial + chunk.toString('utf8');
      const lines = text.split('\n');
      partial = lines.pop() ?? '';
      this.lines.push(...lines);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${this.name} exited (${child.exitCode}) before it was ready:\n${this.lines.slice(-30).join('\n')}`);
      const ready = await call(`${this.url}/api/ready`).catch(() => undefined);
      if (ready?.status === 200) return;
      if (Date.now() > deadline) throw new Error(`${this.name} was not ready within ${timeoutMs} ms:\n${this.lines.slice(-30).join('\n')}`);
      await sleep(250);
    }
  }

  /** pino log records of this instance */
  records(): Record<string, unknown>[] {
    return this.lines.filter((line) => line.startsWith('{')).flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
  }

  /** SIGKILL to the whole process group: no drain, no goodbye. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
}

/** Throws (the test fails, never skips) when nginx is not installed. */
export function requireNginx(): void {
  if (!existsSync(NGINX_BINARY)) {
    throw new Error(`nginx not found at ${NGINX_BINARY}: install it (apt-get install nginx) or set NGINX_BIN. The scale-out test needs a real load balancer.`);
  }
}

export interface RunningNginx {
  url: string;
  port: number;
  /** the access log's lines (log_format criadero of the example) */
  accessLog(): string[];
  stop(): Promise<void>;
}

/**
 * nginx with the shipped services/gateway/deploy/nginx.conf.example, only its "(per host)" lines rewritten: the
 * given loopback port (see freePort), the given upstream instances, and a temporary folder for pid, logs and
 * temp files. Throws (the test fails) when nginx is missing or the example no longer has a line
 * the rewrite expects.
 */
export async function startNginx(upstreams: number[], port: number): Promise<RunningNginx> {
  requireNginx();
  const dir = mkdtempSync(join(tmpdir(), 'criadero-nginx-'));
  mkdirSync(join(dir, 'logs'));
  let conf = readFileSync(NGINX_EXAMPLE, 'utf8');
  const rewrite = (pattern: RegExp, replacement: string) => {
    if (!pattern.test(conf)) throw new Error(`services/gateway/deploy/nginx.conf.example no longer matches ${pattern}: update the scale-out harness with it`);
    conf = conf.replace(pattern, replacement);
  };
  rewrite(/^worker_processes .*$/m, 'worker_processes 1;');
  rewrite(/^pid .*$/m, `pid ${dir}/nginx.pid;`);
  rewrite(/^error_log .*$/m, `error_log ${dir}/logs/error.log warn;`);
  rewrite(/access_log \/var\/log\/nginx\/criadero-access\.log criadero;/, `access_log ${dir}/logs/access.log criadero;`);
  rewrite(/\/var\/cache\/nginx\//g, `${dir}/`);
  rewrite(/( *)server 127\.0\.0\.1:3001 ([^;]*);.*\n *server 127\.0\.0\.1:3002 [^;]*;.*\n/, upstreams.map((p) => `$1server 127.0.0.1:${p} $2;\n`).join(''));
  rewrite(/listen 80;.*$/m, `listen 127.0.0.1:${port};`);
  const confFile = join(dir, 'nginx.conf');
  writeFileSync(confFile, conf);

  const child = spawn(NGINX_BINARY, ['-c', confFile, '-p', dir, '-e', join(dir, 'logs', 'startup.log'), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 20_000;
  while ((await call(`http://127.0.0.1:${port}/api/health`).catch(() => undefined)) === undefined) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${output}${readIfExists(join(dir, 'logs', 'startup.log'))}`);
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${port}: ${output}`);
    await sleep(100);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    accessLog: () => readIfExists(join(dir, 'logs', 'access.log')).split('\n').filter(Boolean),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const readIfExists = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : '');
