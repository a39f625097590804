import type { CurvePoint, EnergySessionResult } from '@criadero/api-contracts/lumiterra-pixels';

export interface EnergySessionInput {
  currentEnergy: number;
  maxEnergy: number;
  kills: number;
  harvests: number;
  energyPerKill: number;
  energyPerHarvest: number;
  /** potions on hand, indexed by potion level */
  potionsOnHand: readonly number[];
  /** energy restored by one potion of each level, indexed by level */
  restores: readonly number[];
  /** most energy potions may restore in the session (the game's daily cap) */
  potionRestoreCap: number;
}

// Energy is handled in thousandths, the unit the game tables store it in, so fractional
// costs (a kill at an 18.5% drop rate costs 0.185) add up exactly.
const MILLI = 1000;
const toMilli = (n: number) => Math.round(n * MILLI);
const fromMilli = (n: number) => n / MILLI;

/**
 * Walks a session action by action: kills first, then harvests. When the next
 * action costs more than the energy left, potions on hand are drunk, smallest
 * level first (keeps the bigger ones), until it is affordable; a potion never
 * restores past the maximum. Whatever stays unaffordable is the shortfall.
 */
export function simulateEnergySession(input: EnergySessionInput, maxPoints = 120): EnergySessionResult {
  const max = toMilli(input.maxEnergy);
  const costs = [toMilli(input.energyPerKill), toMilli(input.energyPerHarvest)];
  const counts = [input.kills, input.harvests];
  const totalActions = input.kills + input.harvests;
  const left = input.restores.map((_, level) => input.potionsOnHand[level] ?? 0);
  const used = left.map(() => 0);
  let capLeft = toMilli(input.potionRestoreCap);
  let energy = Math.min(toMilli(input.currentEnergy), max);
  let restored = 0;
  let covered = 0;
  let missing = 0;
  let firstShortAt: number | null = null;

  const stride = Math.max(1, Math.ceil(totalActions / maxPoints));
  const curve: CurvePoint[] = [{ action: 0, energy: fromMilli(energy) }];
  let done = 0;

  const drinkOne = (): boolean => {
    for (let level = 0; level < left.length; level++) {
      const restore = toMilli(input.restores[level]!);
      if (left[level]! > 0 && restore > 0 && restore <= capLeft) {
        const gained = Math.min(restore, max - energy);
        left[level]!--;
        used[level]!++;
        capLeft -= restore;
        energy += gained;
        restored += gained;
        return true;
      }
    }
    return false;
  };

  for (let kind = 0; kind < 2; kind++) {
    const cost = costs[kind]!;
    for (let i = 0; i < counts[kind]!; i++) {
      while (energy < cost && drinkOne());
      if (energy >= cost) {
        energy -= cost;
        covered++;
      } else {
        firstShortAt ??= done;
        missing += cost;
      }
      done++;
      if (done % stride === 0 || done === totalActions) curve.push({ action: done, energy: fromMilli(energy) });
    }
  }

  // What is left in the tank also pays towards the actions that could not be done.
  const shortfall = Math.max(0, missing - energy);
  return {
    totalActions,
    actionsCovered: covered,
    energyNeeded: fromMilli(costs[0]! * input.kills + costs[1]! * input.harvests),
    energyEnd: fromMilli(energy),
    potionsUsed: used,
    potionsLeft: left,
    restoredByPotions: fromMilli(restored),
    shortfall: fromMilli(shortfall),
    potionCapLeft: fromMilli(capLeft),
    firstShortAt,
    curve,
  };
}
