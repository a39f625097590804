// The served page draws each page's note from the read its nav names (RouteNote.read), so that
// read must be the one the page shows its note from, and the note the page draws from the answer
// must be the nav's message filled with the nav's fields.
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiServer, http, HttpResponse, renderTool } from '@criadero/ui/testing';
import { messages } from '../i18n/messages';
import remote from '../routes';

const es = messages.es;
const PRICES = { source: 'sample', sample: true, currency: 'RON', asOf: '2026-11-22' };
// each page's read, answered as the service answers it (sample prices: the marketplace's note shows)
const ANSWERS: Record<string, unknown> = {
  '/api/lumiterra/marketplace/filters': { types: [1], qualities: [1], maxLevel: 9, itemCount: 1892, catalogue: { source: 'game tables', asOf: '2025-01-10' }, prices: PRICES },
  '/api/lumiterra/energy/rules': { source: 'test', asOf: '2025-01-11', maxEnergy: 150, energyPerKill: 0.5, energyPerHarvest: 1, dailyPotionRestoreCap: 500, potions: [], prices: { ...PRICES, asOf: '2026-11-23' } },
  '/api/pixels/taskboard': {
    asOf: '2026-11-24',
    rules: { newTaskDelayMinutes: 5, dailyResetUtcHour: 0, source: 'test' },
    reputationGates: { source: 'test', gates: [] },
    sample: { note: 'Sample board', pixelToCoins: 100, tasks: [] },
  },
};
const TEST_IDS: Record<string, string> = {
  '/lumiterra-tools/marketplace': 'sample-prices-notice',
  '/lumiterra-tools/energy': 'energy-notice',
  '/pixels-tools/taskboard': 'taskboard-notice',
};

/** The answer's field at a dotted path */
const fieldOf = (answer: unknown, path: string) => path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], answer);

afterEach(() => apiServer.events.removeAllListeners());

describe("the pages' notes and their nav", { timeout: 20_000 }, () => {
  const noted = remote.routes.filter((route) => route.note?.read);

  it('names a note read for each page whose note shows the service data', () => {
    expect(noted.map((route) => route.path).sort()).toEqual(Object.keys(TEST_IDS).sort());
  });

  for (const route of noted) {
    it(`${route.path}: the page asks the nav's read and shows the nav's note from its answer`, async () => {
      const asked: string[] = [];
      apiServer.events.on('request:start', ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.pathname}${url.search}`);
      });
      apiServer.use(
        ...Object.entries(ANSWERS).map(([path, answer]) => http.get(path, () => new HttpResponse(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }))),
        // the energy planner then asks for a plan: refused here (the note does not depend on it)
        http.post('/api/lumiterra/energy/plan', () => HttpResponse.json({ error: 'no', code: 'UNAVAILABLE' }, { status: 503 })),
      );
      const Page = route.Component;
      renderTool(
        <Suspense fallback={null}>
          <Page />
        </Suspense>,
        { messages, route: '/' },
      );
      const note = await screen.findByTestId(TEST_IDS[route.path]!);
      const { id, read } = route.note!;
      expect(asked).toContain(read!.path);
      const answer = ANSWERS[read!.path];
      const values = Object.fromEntries(Object.entries(read!.texts).map(([name, field]) => [name, String(fieldOf(answer, field))]));
      expect(note.textContent).toBe(es[id]!.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!));
    });
  }
});
