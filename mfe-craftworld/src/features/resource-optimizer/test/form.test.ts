import { describe, expect, it } from 'vitest';
import type { GameDataResponse, PriceSheetResponse } from '../../../api/craftworld-api';
import { clampSetup, fromInput, relevantTokens, toInput, type OptimizerForm } from '../form';

const row = (token: string, level: number, inputs: string[]) => ({ level, durationMin: 1, output: { token, amount: 1 }, inputs: inputs.map((t) => ({ token: t, amount: 1 })), upgradeCost: null });
const data = {
  factories: { MUD: [row('MUD', 1, ['EARTH']), row('MUD', 2, ['EARTH'])], CLAY: [row('CLAY', 1, ['MUD', 'WATER'])] },
  workshopPercent: {},
  mastery: [1],
  workerSpeedStep: 0.5,
  maxWorkersPerFactory: 4,
  source: 's',
  asOf: '2025-12-25',
  community: true,
} as GameDataResponse;
const sheet: PriceSheetResponse = { currency: 'USD', source: 'stored', asOf: '2026-11-22T00:00:00.000Z', sample: true, prices: { EARTH: 1, MUD: 2, WATER: 3, STEEL: 9 } };

describe('optimizer form', () => {
  const form: OptimizerForm = {
    factories: [
      { token: 'CLAY', level: 1, workers: 0, workshopLevel: 0, masteryLevel: 0 },
      { token: 'MUD', level: 2, workers: 1, workshopLevel: 0, masteryLevel: 0 },
    ],
    timeBudgetHours: 3,
    speedBoost: 2,
    priceOverrides: { WATER: 0.5 },
  };

  it('prices only the tokens in play, with the player overrides on top of the source', () => {
    expect(relevantTokens(data, form.factories)).toEqual(['CLAY', 'MUD', 'WATER', 'EARTH']);
    expect(toInput(data, form, sheet)).toEqual({
      factories: form.factories,
      prices: { MUD: 2, WATER: 0.5, EARTH: 1 },
      currency: 'USD',
      timeBudgetHours: 3,
      speedBoost: 2,
    });
  });

  it('round-trips a saved setup and clamps levels to the chain', () => {
    expect(fromInput(toInput(data, form, sheet)).priceOverrides).toEqual({ MUD: 2, WATER: 0.5, EARTH: 1 });
    expect(clampSetup(data, { token: 'CLAY', level: 2, workers: 0, workshopLevel: 0, masteryLevel: 0 }).level).toBe(1);
  });
});
