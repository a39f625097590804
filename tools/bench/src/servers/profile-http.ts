/**
 * Profiling aid: the bench gateway child with --cpu-prof (PROFILE_DIR), one autocannon run on
 * one route (PROFILE_ROUTE search|breeding|axie), then SIGTERM so the profile is written.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { load } from '../measures/load';
import { searchWorkload, type BenchGatewayInfo } from '../measures/services';

const dir = process.env.PROFILE_DIR ?? '/tmp/criadero-prof';
const script = fileURLToPath(new URL('./gateway-server.ts', import.meta.url));
const args = [...(process.env.PROFILE_NODE_ARGS?.split(' ').filter(Boolean) ?? []), ...(process.env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : []), '--import', 'tsx', script];
const child = spawn(process.execPath, args, { env: { ...process.env }, stdio: ['ignore', 'pipe', 'inherit'] });
const info = await new Promise<BenchGatewayInfo>((resolve) => {
  let out = '';
  child.stdout.on('data', (c: Buffer) => {
    out += c.toString();
    const line = out.split('\n').find((l) => l.startsWith('{'));
    if (line) resolve(JSON.parse(line) as BenchGatewayInfo);
    if (process.env.PROFILE_CHILD_LOG) process.stderr.write(c);
  });
});
const workload = await searchWorkload(info);
const route = process.env.PROFILE_ROUTE ?? 'search';
const target: { path: string; body: unknown; headers: Record<string, string> } =
  route === 'axie' ? { path: '/api/axie', body: { axieId: info.axieId }, headers: {} }
  : route === 'breeding' ? { path: '/api/breeding-search', body: workload.breeding, headers: { authorization: `Bearer ${info.token}` } }
  : { path: '/api/search', body: workload.search, headers: { authorization: `Bearer ${info.token}` } };
const result = await load({ url: `${info.url}${target.path}`, method: 'POST', body: target.body, headers: target.headers, durationSeconds: Number(process.env.PROFILE_SECONDS ?? 10), connections: 50 });
console.log(route, JSON.stringify(result));
child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
