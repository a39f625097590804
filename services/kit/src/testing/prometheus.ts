import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, stopChild } from './ferretdb';

/** Debian's prometheus; PROMETHEUS_BIN overrides it. */
const PROMETHEUS_BINARY = process.env.PROMETHEUS_BIN ?? '/usr/bin/prometheus';

export interface RunningPrometheus {
  url: string;
  /** an instant query through Prometheus' HTTP API: the result vector's samples */
  query(expr: string): Promise<Array<{ metric: Record<string, string>; value: number }>>;
  stop(): Promise<void>;
}

/**
 * A throw-away Prometheus on a free loopback port scraping `target` (host:port) every second,
 * with `bearerToken` as the scrape's Authorization. Throws with an install hint when the binary
 * is missing: tests that need it fail, never skip.
 */
export async function startPrometheus(target: string, options: { bearerToken?: string; timeoutMs?: number } = {}): Promise<RunningPrometheus> {
  if (!existsSync(PROMETHEUS_BINARY)) {
    throw new Error(`prometheus not found at ${PROMETHEUS_BINARY}: install it (apt-get install prometheus) or set PROMETHEUS_BIN.`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'criadero-prometheus-'));
  const auth = options.bearerToken ? `    authorization:\n      credentials: ${JSON.stringify(options.bearerToken)}\n` : '';
  writeFileSync(
    join(dir, 'prometheus.yml'),
    `global:\n  scrape_interval: 1s\n  scrape_timeout: 1s\nscrape_configs:\n  - job_name: criadero\n    metrics_path: /metrics\n${auth}    static_configs:\n      - targets: [${JSON.stringify(target)}]\n`,
  );
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    PROMETHEUS_BINARY,
    [`--config.file=${join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`, '--log.level=warn'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  while ((await fetch(`${url}/-/ready`).then((res) => res.status, () => 0)) !== 200) {
    if (child.exitCode !== null) throw new Error(`prometheus exited (code ${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`prometheus was not ready on port ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const query = async (expr: string) => {
    const res = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(expr)}`);
    const body = (await res.json()) as { status: string; data: { result: Array<{ metric: Record<string, string>; value: [number, string] }> } };
    if (body.status !== 'success') throw new Error(`prometheus query ${expr} failed: ${JSON.stringify(body)}`);
    return body.data.result.map((r) => ({ metric: r.metric, value: Number(r.value[1]) }));
  };
  return { url, query, stop };
}
