/**
 * Profiling aid (not run by the bench): loads PROFILE_SIZE (default 20,000) generated axies into
 * the breeding calculator in headless Chromium, then clicks "Evaluar parejas", with the CDP
 * sampling profiler on around each step. Prints the step times and the functions with the most
 * self time per step; writes the .cpuprofile files to PROFILE_DIR when set.
 * `npx tsx src/servers/profile-breeding.ts`
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { launchChromium } from '@criadero/e2e/src/harness/browser';
import { startSite } from '@criadero/e2e/src/harness/site';
import { messages as axieMessages } from '@criadero/mfe-axie/messages';
import { clickToResults, gridCountText, pickPart } from '../measures/breeding-evaluation';

const es = axieMessages.es;
const size = Number(process.env.PROFILE_SIZE ?? 20_000);
const FIRST_ID = 10_000_001;

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

/** Self time per function (ms), highest first. */
function topSelf(profile: Profile, n = 25) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const f = byNode.get(id)!.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(0).padStart(7)} ms  ${k}`).join('\n');
}

async function profiled<T>(cdp: CDPSession, name: string, step: () => Promise<T>): Promise<T> {
  await cdp.send('Profiler.start');
  const started = Date.now();
  const out = await step();
  const wall = Date.now() - started;
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  console.log(`\n== ${name}: ${wall} ms wall\n${topSelf(profile)}`);
  if (process.env.PROFILE_DIR) writeFileSync(join(process.env.PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
  return out;
}

/** Main-thread trace events by name (total ms of top-level-ish events), for work the CPU profile shows as "(program)". */
async function traced<T>(cdp: CDPSession, name: string, step: () => Promise<T>): Promise<T> {
  const events: { name: string; ph: string; dur?: number; tid: number; pid: number; args?: { data?: { url?: string } } }[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as typeof events)));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing', transferMode: 'ReportEvents' });
  const out = await step();
  const finished = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await finished;
  const threads = new Map<string, string>();
  for (const e of events as unknown as { name: string; pid: number; tid: number; args: { name?: string } }[]) if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name ?? '');
  const totals = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur) continue;
    const key = `${threads.get(`${e.pid}:${e.tid}`) ?? e.tid} ${e.name}`;
    totals.set(key, (totals.get(key) ?? 0) + e.dur / 1000);
  }
  console.log(`\n== trace ${name}\n${[...totals].filter(([k]) => /Main|Worker/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${v.toFixed(0).padStart(7)} ms  ${k}`).join('\n')}`);
  if (process.env.PROFILE_DIR) writeFileSync(join(process.env.PROFILE_DIR, `${name}.trace.json`), JSON.stringify(events));
  return out;
}

const site = await startSite({ env: { AXIE_MARKET_SIZE: String(size), LOG_LEVEL: 'silent' } });
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  const requestStarts = new Map<unknown, number>();
  page.on('request', (r) => r.url().includes('/api/axie/cards') && requestStarts.set(r, Date.now()));
  page.on('requestfinished', (r) => {
    const t = requestStarts.get(r);
    if (t !== undefined) console.log(`cards call: ${Date.now() - t} ms (${new Date().toISOString().slice(11, 23)})`);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await page.goto(`${site.url}/axie-infinity-tools/breeding-calculator`);
  await page.getByRole('heading', { level: 1, name: es['axie.breeding.title'] }).waitFor({ timeout: 60_000 });
  // the market is built in the background: wait for it to answer
  for (;;) {
    const res = await fetch(`${site.url}/api/axie/cards`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ids: [String(FIRST_ID)] }) });
    if (res.ok) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const ids = Array.from({ length: size }, (_, i) => FIRST_ID + i);
  await page.getByLabel(es['axie.breeding.picker.ids']!).fill(ids.join(' '));
  const count = gridCountText(size);
  await profiled(cdp, 'load', async () => {
    await page.getByRole('button', { name: es['axie.breeding.picker.loadIds'] }).click();
    const limit = Number(process.env.PROFILE_LOAD_LIMIT_MS ?? 1_200_000);
    await page.getByTestId('grid-count').filter({ hasText: count }).waitFor({ timeout: limit }).catch(() => console.log(`not loaded after ${limit} ms`));
  });
  await profiled(cdp, 'after-load-3s', () => page.waitForTimeout(3000));
  const card = await (await fetch(`${site.url}/api/axie/cards`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ids: [String(FIRST_ID + 12)] }) })).json() as { axies: { parsedGenes: Record<string, { d: { name: string } }> }[] };
  const one = card.axies[0]!;
  await profiled(cdp, 'pick-parts', async () => {
    await pickPart(page, 'eyes', one.parsedGenes.eyes!.d.name);
    await pickPart(page, 'tail', one.parsedGenes.tail!.d.name);
    await page.waitForTimeout(500);
  });
  for (const name of ['first-click', 'second-click']) {
    await (process.env.PROFILE_TRACE ? traced : profiled)(cdp, name, async () => {
      const ms = await clickToResults(page);
      console.log(`${name}: ${Math.round(ms)} ms on the page clock`);
      await page.waitForTimeout(500);
    });
  }
  if (process.env.PROFILE_DIR) await page.screenshot({ path: join(process.env.PROFILE_DIR, 'after-clicks.png') });
} finally {
  await browser.close();
  await site.close();
}
