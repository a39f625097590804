import type { EnergyPlan, PotionPricing } from '@criadero/api-contracts/lumiterra-pixels';
import { cheapestCover } from './potion-cover';
import { simulateEnergySession, type EnergySessionInput } from './energy-session';

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
