import { cheapestCover, type CoverResult } from './potion-cover';
import { simulateEnergySession, type EnergySessionInput, type EnergySessionResult } from './energy-session';
import type { PotionPricing } from './potion-options';

export interface EnergyPlan {
  session: EnergySessionResult;
  /** cheapest potions to craft or buy for the shortfall (empty when covered) */
  shopping: CoverResult;
  /** the shortfall is larger than the potion cap still allows */
  capExceeded: boolean;
}

/**
 * A session plan: energy through the session with the potions on hand, then
 * the cheapest potions to buy or craft for what is still missing. A potion
 * bought for the shortfall is drunk when the tank is nearly empty, so it is
 * only counted up to max energy minus the dearest action (never wasted).
 */
export function planEnergy(input: EnergySessionInput, pricing: readonly PotionPricing[]): EnergyPlan {
  const session = simulateEnergySession(input);
  const headroom = Math.max(0, Math.floor(input.maxEnergy - Math.max(input.energyPerKill, input.energyPerHarvest)));
  const options = pricing.flatMap((p) => (p.best && p.restore <= session.potionCapLeft ? [{ ...p.best, restore: Math.min(p.best.restore, headroom) }] : []));
  const need = session.shortfall;
  const capExceeded = need > session.potionCapLeft;
  const shopping = capExceeded ? { feasible: false, restored: 0, totalCost: 0, lines: [] } : cheapestCover(need, options);
  return { session, shopping, capExceeded };
}
