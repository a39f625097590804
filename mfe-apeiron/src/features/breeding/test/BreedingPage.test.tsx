// The breeding calculator's answers to a player's entries: the odds table names Agua
// and Aire apart, a planet paired with itself or a bad entry shows no odds (and no earlier answer),
// an unknown id is said in the server's words (in the player's language). The fake API
// (MSW) answers with the engine itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { analysePair, DEFAULT_BREEDING_CONFIG } from '@criadero/apeiron-breeding';
import type { Dataset } from '@criadero/api-contracts/apeiron';
import { apiServer, http, HttpResponse, renderTool } from '@criadero/ui/testing';
import { messages } from '../../../i18n/messages';
import BreedingPage from '../BreedingPage';

const es = messages.es;
// the service's shipped sample (jsdom's import.meta.url is no file URL: named from the package folder)
const dataset = JSON.parse(readFileSync(join(process.cwd(), '../services/apeiron/data/sample-dataset.json'), 'utf8')) as Dataset;
const byId = new Map(dataset.planets!.map((p) => [p.id, p]));
const lineage = (id: string) => ({ planet: byId.get(id)!, parents: [], grandparentIds: [] });
// Primevals (no parents to look up) with breeds left, so any two of them can breed
const primevals = dataset.planets!.filter((p) => !p.parentIds && p.breedCount < DEFAULT_BREEDING_CONFIG.maxConjunctions);

beforeEach(() => {
  apiServer.use(
    http.get('/api/apeiron/breeding/config', () => HttpResponse.json({ config: DEFAULT_BREEDING_CONFIG, examplePair: null })),
    http.post('/api/apeiron/breeding/pair', async ({ request }) => {
      const { a, b } = (await request.json()) as { a: string; b: string };
      if (!byId.has(a) || !byId.has(b)) return HttpResponse.json({ error: `No hay ningún planeta #${byId.has(a) ? b : a} en los datos: revisa los ids.`, code: 'NOT_FOUND' }, { status: 404 });
      return HttpResponse.json({ a: byId.get(a), b: byId.get(b), analysis: analysePair(lineage(a), lineage(b), DEFAULT_BREEDING_CONFIG), config: DEFAULT_BREEDING_CONFIG, source: dataset.source } as never);
    }),
  );
});

function renderPage() {
  renderTool(<BreedingPage />, { user: null, messages, route: '/' });
}
async function calculate(a: string, b: string) {
  fireEvent.change(screen.getByLabelText(es['apeiron.breeding.planetA']!), { target: { value: a } });
  fireEvent.change(screen.getByLabelText(es['apeiron.breeding.planetB']!), { target: { value: b } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: es['apeiron.breeding.calculate'] })));
}

describe('BreedingPage', () => {
  it('writes Agua and Aire apart in the odds table (Fu Ag Ti Ai, not F A T A)', async () => {
    renderPage();
    await calculate(primevals[0]!.id, primevals[1]!.id);
    await screen.findByTestId('pair-card');
    fireEvent.click(screen.getByRole('tab', { name: es['apeiron.breeding.tab.elements'] }));
    const first = screen.getAllByRole('row')[1]!.textContent!;
    expect(first).toMatch(/^Fu\d+ Ag\d+ Ti\d+ Ai\d+/);
  });

  it('refuses a planet paired with itself, and a bad entry, without leaving the previous answer', async () => {
    renderPage();
    await calculate(primevals[0]!.id, primevals[1]!.id);
    await screen.findByTestId('pair-card');
    await calculate(primevals[2]!.id, primevals[2]!.id);
    expect(screen.getByRole('alert').textContent).toBe(es['apeiron.breeding.samePlanet']);
    expect(screen.queryByTestId('pair-card')).not.toBeInTheDocument();
    await calculate(primevals[0]!.id, primevals[1]!.id);
    await screen.findByTestId('pair-card');
    await calculate('abc', primevals[1]!.id);
    expect(screen.getByRole('alert').textContent).toBe(es['apeiron.breeding.badIds']);
    expect(screen.queryByTestId('pair-card')).not.toBeInTheDocument();
  });

  it("shows the server's words for an unknown id: it names the missing planet, in the player's language", async () => {
    renderPage();
    await calculate('999999', primevals[1]!.id);
    expect((await screen.findByRole('alert')).textContent).toBe('No hay ningún planeta #999999 en los datos: revisa los ids.');
  });
});
