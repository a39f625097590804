import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { EnergyPlanResponse, EnergyRulesResponse, TaskBoardResponse, TaskPlanResponse } from '@criadero/api-contracts/lumiterra-pixels';
import { buildTestApp } from './helpers';

let app: FastifyInstance;
beforeAll(async () => ({ app } = await buildTestApp()));
afterAll(async () => app.close());

const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });
const noPotions = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];

describe('GET /api/lumiterra/energy/rules', () => {
  it('serves the game table values with buy and craft prices per potion level', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/lumiterra/energy/rules' });
    expect(res.statusCode).toBe(200);
    const body = res.json<EnergyRulesResponse>();
    expect(body).toMatchObject({ maxEnergy: 150, energyPerKill: 1, energyPerHarvest: 1, asOf: '2025-01-10', prices: { sample: true } });
    expect(body.potions.map((p) => p.restore)).toEqual([2, 4, 10, 17, 25, 34, 44, 55, 67, 80]);
    // the Lv0 potion is not tradable, so it can only be crafted
    expect(body.potions[0]).toMatchObject({ level: 0, buy: null });
    for (const potion of body.potions.slice(1)) expect(potion.buy).toEqual(expect.any(Number));
    for (const potion of body.potions) {
      if (potion.best) expect(potion.best.unitCost).toBe(Math.min(potion.buy ?? Infinity, potion.craft ?? Infinity));
    }
  });
});

describe('POST /api/lumiterra/energy/plan', () => {
  it('plans a session that runs short and prices the missing energy', async () => {
    const onHand = [...noPotions];
    onHand[1] = 1;
    const res = await post('/api/lumiterra/energy/plan', { currentEnergy: 10, kills: 12, harvests: 3, potionsOnHand: onHand });
    expect(res.statusCode).toBe(200);
    const body = res.json<EnergyPlanResponse>();
    expect(body.session).toMatchObject({ totalActions: 15, actionsCovered: 14, shortfall: 1, restoredByPotions: 4 });
    expect(body.rules).toEqual({ maxEnergy: 150, energyPerKill: 1, energyPerHarvest: 1, dailyPotionRestoreCap: 10000 });
    expect(body.shopping.feasible).toBe(true);
    expect(body.shopping.restored).toBeGreaterThanOrEqual(1);
    // one potion of the level whose unit price is lowest covers 1 energy
    const cheapestUnit = Math.min(...body.potions.flatMap((p) => (p.best ? [p.best.unitCost] : [])));
    expect(body.shopping.totalCost).toBeCloseTo(cheapestUnit, 9);
  });

  it('uses the player’s own rules where the public record is unsure', async () => {
    const res = await post('/api/lumiterra/energy/plan', { currentEnergy: 20, maxEnergy: 200, kills: 100, harvests: 0, energyPerKill: 0.185, potionsOnHand: noPotions });
    expect(res.statusCode).toBe(200);
    expect(res.json<EnergyPlanResponse>()).toMatchObject({ session: { energyEnd: 1.5, shortfall: 0 }, shopping: { lines: [] }, rules: { maxEnergy: 200, energyPerKill: 0.185 } });
  });

  it.each([
    ['a missing field', { currentEnergy: 10, kills: 1, harvests: 0 }],
    ['an unknown field', { currentEnergy: 10, kills: 1, harvests: 0, potionsOnHand: noPotions, pets: 2 }],
    ['negative energy', { currentEnergy: -1, kills: 1, harvests: 0, potionsOnHand: noPotions }],
    ['fractional kills', { currentEnergy: 1, kills: 1.5, harvests: 0, potionsOnHand: noPotions }],
    ['nine potion levels', { currentEnergy: 1, kills: 1, harvests: 0, potionsOnHand: noPotions.slice(1) }],
    ['a negative potion count', { currentEnergy: 1, kills: 1, harvests: 0, potionsOnHand: [-1, ...noPotions.slice(1)] }],
    ['energy above the max', { currentEnergy: 151, kills: 1, harvests: 0, potionsOnHand: noPotions }],
    ['a max below the biggest potion', { currentEnergy: 10, maxEnergy: 50, kills: 1, harvests: 0, potionsOnHand: noPotions }],
    ['a zero energy cost', { currentEnergy: 10, kills: 1, harvests: 0, energyPerKill: 0, potionsOnHand: noPotions }],
    ['an empty plan', { currentEnergy: 10, kills: 0, harvests: 0, potionsOnHand: noPotions }],
    ['a number as text', { currentEnergy: '10', kills: 1, harvests: 0, potionsOnHand: noPotions }],
  ])('refuses %s with 400 VALIDATION_ERROR', async (_label, payload) => {
    const res = await post('/api/lumiterra/energy/plan', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.stringContaining('Datos no válidos') });
  });

  it('explains which rule was broken', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/lumiterra/energy/plan',
      headers: { 'accept-language': 'en' },
      payload: { currentEnergy: 151, kills: 1, harvests: 0, potionsOnHand: noPotions },
    });
    expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', error: 'Invalid data: currentEnergy must not exceed maxEnergy (150)' });
  });
});

describe('Pixels task board', () => {
  it('serves rules, reputation gates and a sample board labelled as such', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/pixels/taskboard' });
    expect(res.statusCode).toBe(200);
    const body = res.json<TaskBoardResponse>();
    expect(body.rules).toMatchObject({ newTaskDelayMinutes: 5, dailyResetUtcHour: 0 });
    expect(body.reputationGates.gates).toContainEqual({ id: 'withdraw', reputation: 1500 });
    expect(body.sample.note).toMatch(/Sample board/);
    expect(body.sample.tasks.length).toBeGreaterThan(5);
  });

  const tasks = [
    { id: 'A', item: 'Popberry', amount: 1, rewardCoins: 100, rewardPixel: 0, exp: 10, unitCost: 0, minutesPerUnit: 30 },
    { id: 'B', item: 'Plank', amount: 1, rewardCoins: 80, rewardPixel: 0, exp: 10, unitCost: 0, minutesPerUnit: 20 },
    { id: 'C', item: 'Flour', amount: 1, rewardCoins: 0, rewardPixel: 0.7, exp: 10, unitCost: 0, minutesPerUnit: 20, minReputation: 1500 },
  ];

  it('plans the most profitable tasks and reports the gates', async () => {
    const res = await post('/api/pixels/taskboard/plan', { tasks, timeBudgetMinutes: 40, coinBudget: null, reputation: 1600, pixelToCoins: 100 });
    expect(res.statusCode).toBe(200);
    const body = res.json<TaskPlanResponse>();
    expect(body).toMatchObject({ selected: ['B', 'C'], totalProfit: 150, totalMinutes: 40 });
    expect(body.gates.find((g) => g.id === 'withdraw')).toEqual({ id: 'withdraw', reputation: 1500, unlocked: true });
    expect(body.gates.find((g) => g.id === 'unlimitedTrading')!.unlocked).toBe(false);

    const low = (await post('/api/pixels/taskboard/plan', { tasks, timeBudgetMinutes: 40, coinBudget: null, reputation: 100, pixelToCoins: 100 })).json<TaskPlanResponse>();
    expect(low.selected).toEqual(['A']);
    expect(low.evaluations.find((e) => e.id === 'C')!.eligible).toBe(false);
  });

  it('plans the served sample board with the page\'s defaults as worked by hand (the browser test shows the same plan)', async () => {
    const board = (await app.inject({ method: 'GET', url: '/api/pixels/taskboard' })).json<TaskBoardResponse>();
    // 60 min, no coin limit, reputation 1000 (Flour t3 and Coprite t9 need 1500), 1 $PIXEL = 100 coins.
    // profit = coins + pixel × 100 − amount × unit cost; minutes = amount × minutes per unit:
    //   t1 Popberry 520 − 360 = 160 in 20 · t2 Plank 610 − 440 = 170 in 30 · t4 Grainbow 700 − 600 = 100 in 25
    //   t5 Clay 390 − 330 = 60 in 24 · t6 Butterberry 600 − 360 = 240 in 36 · t7 Scarrot 880 − 750 = 130 in 20
    //   t8 Honey 450 − 380 = 70 in 40.
    // Any three take at least 20 + 20 + 24 = 64 min, so at most two fit; the best pair is t6 + t1:
    // 400 profit in 56 min (next: t6 + t7 = 370), costing 360 + 360 = 720 coins, 160 + 120 = 280 EXP.
    const res = await post('/api/pixels/taskboard/plan', { tasks: board.sample.tasks, timeBudgetMinutes: 60, coinBudget: null, reputation: 1000, pixelToCoins: board.sample.pixelToCoins });
    expect(res.statusCode).toBe(200);
    expect(res.json<TaskPlanResponse>()).toMatchObject({ selected: ['t1', 't6'], totalProfit: 400, totalMinutes: 56, totalCost: 720, totalExp: 280 });
  });

  it('answers the worst board the schema allows (40 identical tasks at the limits) from the CPU pool', async () => {
    const same = Array.from({ length: 40 }, (_, i) => ({ id: `t${i}`, item: 'x'.repeat(60), amount: 100_000, rewardCoins: 1e9, rewardPixel: 1e9, exp: 1e9, unitCost: 0.0001, minutesPerUnit: 0.005, minReputation: 0 }));
    const res = await post('/api/pixels/taskboard/plan', { tasks: same, timeBudgetMinutes: 10_080, coinBudget: 1e9, reputation: 100_000, pixelToCoins: 1e9 });
    expect(res.statusCode).toBe(200);
    const plan = res.json<TaskPlanResponse>();
    expect(plan.selected).toHaveLength(20);
    expect(plan.evaluations).toHaveLength(40);
  });

  it('refuses a board with too many incomparable plans: 422 TOO_COMPLEX, localised', async () => {
    const hard = Array.from({ length: 40 }, (_, i) => {
      const size = 100 + ((i * i) % 97) + i / 1000;
      return { id: `t${i}`, item: 'x', amount: 1, rewardCoins: 2 * size, rewardPixel: 0, exp: 40 - i, unitCost: size, minutesPerUnit: size };
    });
    const res = await app.inject({ method: 'POST', url: '/api/pixels/taskboard/plan', headers: { 'accept-language': 'en' }, payload: { tasks: hard, timeBudgetMinutes: 5000, coinBudget: 1e9, reputation: null, pixelToCoins: 1 } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'TOO_COMPLEX', error: expect.stringMatching(/too complex/) });
  });

  it.each([
    ['no tasks', { tasks: [], timeBudgetMinutes: 40, coinBudget: null, reputation: null, pixelToCoins: 100 }],
    ['duplicate task ids', { tasks: [tasks[0], tasks[0]], timeBudgetMinutes: 40, coinBudget: null, reputation: null, pixelToCoins: 100 }],
    ['a task with an unknown field', { tasks: [{ ...tasks[0], colour: 'red' }], timeBudgetMinutes: 40, coinBudget: null, reputation: null, pixelToCoins: 100 }],
    ['a zero amount', { tasks: [{ ...tasks[0], amount: 0 }], timeBudgetMinutes: 40, coinBudget: null, reputation: null, pixelToCoins: 100 }],
    ['a negative budget', { tasks, timeBudgetMinutes: -5, coinBudget: null, reputation: null, pixelToCoins: 100 }],
    ['a missing reputation', { tasks, timeBudgetMinutes: 40, coinBudget: null, pixelToCoins: 100 }],
    ['too many tasks', { tasks: Array.from({ length: 41 }, (_, i) => ({ ...tasks[0], id: `t${i}` })), timeBudgetMinutes: 40, coinBudget: null, reputation: null, pixelToCoins: 100 }],
  ])('refuses %s with 400 VALIDATION_ERROR', async (_label, payload) => {
    const res = await post('/api/pixels/taskboard/plan', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
