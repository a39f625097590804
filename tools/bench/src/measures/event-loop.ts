import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { EmbeddedStore } from '@criadero/service-kit/store';
// one list of heavy requests for the gateway's load test and this measure
import { heavyRequests, percentile, send, startProber } from '@criadero/gateway/test/load';
import { gatewayOn, suiteConfig } from '@criadero/gateway/test/support';

interface EventLoopPhase {
  /** event-loop delay (perf_hooks.monitorEventLoopDelay, 5 ms resolution), ms */
  p99Ms: number;
  maxMs: number;
  /** /api/health probes every 20 ms from another thread during the phase, ms */
  probeP99Ms: number;
  probeMaxMs: number;
  probes: number;
}

export interface EventLoopFigures {
  axieMarketSize: number;
  idle: EventLoopPhase;
  /** the worst request of every heavy route, over and over, one at a time */
  underLoad: EventLoopPhase & { requests: number; failures: number };
  /** per heavy request: how often it was sent and its slowest answer (ms) */
  routes: { name: string; count: number; maxMs: number }[];
}

const ms = (ns: number) => Math.round((ns / 1e6) * 10) / 10;
const round = (x: number) => Math.round(x * 10) / 10;

/**
 * Event-loop delay of the gateway (in this process, on the embedded store with the generated
 * market) idle and while it answers the heavy requests of the load test, with health probes from
 * another thread in both phases.
 */
export async function measureEventLoop(settings: { axieMarketSize: number; durationSeconds: number }, log: (line: string) => void = () => undefined): Promise<EventLoopFigures> {
  const store = new EmbeddedStore();
  const app = await gatewayOn(store, suiteConfig({ AXIE_MARKET_SIZE: String(settings.axieMarketSize) }));
  try {
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    await app.inject({ method: 'POST', url: '/api/axie/sales-history', payload: {} }); // loads the market
    const requests = await heavyRequests(app, store);
    for (const request of requests(0)) await send(baseUrl, request); // one-time costs first

    const phase = async (seconds: number, work: (until: number) => Promise<void>) => {
      const histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: 5 });
      const prober = startProber(`${baseUrl}/api/health`, 20);
      histogram.enable();
      await work(performance.now() + seconds * 1000);
      histogram.disable();
      const probes = (await prober.stop()).map((p) => p.ms);
      return { p99Ms: ms(histogram.percentile(99)), maxMs: ms(histogram.max), probeP99Ms: round(percentile(probes, 0.99)), probeMaxMs: round(Math.max(...probes)), probes: probes.length };
    };

    const seconds = Math.max(1, settings.durationSeconds / 2);
    const idle = await phase(seconds, (until) => new Promise((resolve) => setTimeout(resolve, until - performance.now())));
    let sent = 0;
    let failures = 0;
    const routes = new Map<string, { name: string; count: number; maxMs: number }>();
    const underLoad = await phase(seconds, async (until) => {
      for (let pass = 1; performance.now() < until; pass++) {
        for (const request of requests(pass)) {
          const outcome = await send(baseUrl, request);
          sent++;
          const route = routes.get(outcome.name) ?? routes.set(outcome.name, { name: outcome.name, count: 0, maxMs: 0 }).get(outcome.name)!;
          route.count++;
          route.maxMs = Math.max(route.maxMs, round(outcome.ms));
          if (outcome.status >= 500 && outcome.code !== 'COMPUTE_TIMEOUT') failures++;
          if (performance.now() >= until) break;
        }
      }
    });
    const figures = { axieMarketSize: settings.axieMarketSize, idle, underLoad: { ...underLoad, requests: sent, failures }, routes: [...routes.values()] };
    log(
      `event loop: delay p99 ${idle.p99Ms} ms idle, ${underLoad.p99Ms} ms under the heavy routes' worst requests (max ${underLoad.maxMs} ms, ${sent} requests); ` +
        `health probe p99 ${idle.probeP99Ms} ms idle, ${underLoad.probeP99Ms} ms under load`,
    );
    for (const route of figures.routes) log(`  ${route.name}: slowest ${route.maxMs} ms of ${route.count} (${settings.axieMarketSize} axies)`);
    return figures;
  } finally {
    await app.close();
  }
}
