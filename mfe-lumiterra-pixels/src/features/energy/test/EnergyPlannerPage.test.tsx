// The energy planner's form: a number out of range is reported under its box, nothing
// is sent, and no earlier answer stays on screen. The fake API (MSW) stands for the service.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiServer, http, HttpResponse, renderTool } from '@criadero/ui/testing';
import { messages } from '../../../i18n/messages';
import EnergyPlannerPage from '../EnergyPlannerPage';

const es = messages.es;
const PRICES = { source: 'sample', sample: true, currency: 'RON', asOf: '2026-11-22' };
const RULES = { source: 'test', asOf: '2025-01-10', maxEnergy: 150, energyPerKill: 0.5, energyPerHarvest: 1, dailyPotionRestoreCap: 500, potions: [], prices: PRICES };
const PLAN = {
  session: { energyNeeded: 160, actionsCovered: 260, totalActions: 260, restoredByPotions: 0, energyEnd: 0, shortfall: 0, potionCapLeft: 500, curve: [{ action: 0, energy: 150 }, { action: 260, energy: 0 }] },
  shopping: { feasible: true, restored: 0, totalCost: 0, lines: [] },
  capExceeded: false,
  potions: [],
  prices: PRICES,
  rules: { maxEnergy: 150, energyPerKill: 0.5, energyPerHarvest: 1, dailyPotionRestoreCap: 500 },
};

let plans: unknown[] = [];
beforeEach(() => {
  plans = [];
  apiServer.use(
    http.get('/api/lumiterra/energy/rules', () => HttpResponse.json(RULES)),
    http.post('/api/lumiterra/energy/plan', async ({ request }) => {
      plans.push(await request.json());
      return HttpResponse.json(PLAN);
    }),
  );
});

describe('EnergyPlannerPage with a wrong number', () => {
  it('reports it under the box, sends nothing and hides the previous plan until it is fixed', async () => {
    renderTool(<EnergyPlannerPage />, { user: null, messages });
    await screen.findByTestId('energy-figures'); // the first plan, with the defaults
    expect(plans).toHaveLength(1);

    const kills = screen.getByLabelText(es['lumiterraPixels.energy.kills']!) as HTMLInputElement;
    fireEvent.change(kills, { target: { value: '-3' } });
    expect(kills.value).toBe('-3');
    expect(screen.getByRole('alert').textContent).toBe('El mínimo es 0');
    expect(screen.queryByTestId('energy-figures')).not.toBeInTheDocument();
    expect(screen.getByTestId('energy-invalid').textContent).toBe(es['lumiterraPixels.form.invalid']);
    const calculate = screen.getByRole('button', { name: es['lumiterraPixels.energy.calculate'] }) as HTMLButtonElement;
    expect(calculate).toBeDisabled();
    fireEvent.submit(calculate.closest('form')!);
    expect(plans).toHaveLength(1);

    fireEvent.change(kills, { target: { value: '120' } });
    await act(async () => fireEvent.click(calculate));
    await waitFor(() => expect(plans).toHaveLength(2));
    expect(plans[1]).toMatchObject({ kills: 120 });
    await screen.findByTestId('energy-figures');
  });
});
