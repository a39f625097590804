import type { FastifyInstance } from 'fastify';
import { badRequest, cpuTask, taskModuleUrl, type TypeBoxTypeProvider } from '@criadero/service-kit';
import type { EnergyRules } from '../config';
import { EnergyPlanBody, type EnergyPlanResponse, type EnergyRulesResponse } from '@criadero/api-contracts/lumiterra-pixels';
import type { planEnergy } from '../planners/energy-plan';
import { pricePotions } from '../planners/potion-options';
import type { PriceSource } from '../prices/price-source';

export interface EnergyRoutesOptions {
  rules: EnergyRules;
  priceSource: PriceSource;
}

/** The planner runs in the CPU pool: a worker thread, under the pool's time limit. */
const planEnergyTask = cpuTask<typeof planEnergy>(taskModuleUrl(import.meta.url, '../planners/energy-plan'), 'planEnergy');

/** Every item whose price can matter to a potion: the potions and all recipe materials. */
function pricedItemIds(rules: EnergyRules): number[] {
  const ids = new Set<number>(rules.potions.map((p) => p.itemId));
  for (const recipe of rules.recipes) {
    ids.add(recipe.productItemId);
    for (const material of recipe.materials) ids.add(material.itemId);
  }
  return [...ids];
}

/** Lumiterra energy planner (free): the rules with potion prices, and session plans. */
export async function lumiterraEnergyRoutes(instance: FastifyInstance, { rules, priceSource }: EnergyRoutesOptions) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const itemIds = pricedItemIds(rules);
  const potionPricing = async () => pricePotions(rules.potions, await priceSource.prices(itemIds), rules.recipes);

  app.get('/lumiterra/energy/rules', { schema: { tags: ['lumiterra'], summary: 'Energy rules and the buy/craft cost of each potion level' } }, async (): Promise<EnergyRulesResponse> => ({
    source: rules.source,
    asOf: rules.asOf,
    maxEnergy: rules.maxEnergy,
    energyPerKill: rules.energyPerKill,
    energyPerHarvest: rules.energyPerHarvest,
    dailyPotionRestoreCap: rules.dailyPotionRestoreCap,
    potions: await potionPricing(),
    prices: priceSource.provenance(),
  }));

  app.post(
    '/lumiterra/energy/plan',
    {
      schema: {
        tags: ['lumiterra'],
        summary: 'Energy over a session and the cheapest potions to craft or buy to finish it',
        body: EnergyPlanBody,
      },
    },
    async (request): Promise<EnergyPlanResponse> => {
      const body = request.body;
      const used = {
        maxEnergy: body.maxEnergy ?? rules.maxEnergy,
        energyPerKill: body.energyPerKill ?? rules.energyPerKill,
        energyPerHarvest: body.energyPerHarvest ?? rules.energyPerHarvest,
        dailyPotionRestoreCap: rules.dailyPotionRestoreCap,
      };
      if (body.currentEnergy > used.maxEnergy) throw badRequest('VALIDATION_ERROR', `currentEnergy must not exceed maxEnergy (${used.maxEnergy})`);
      if (body.kills + body.harvests === 0) throw badRequest('VALIDATION_ERROR', 'plan at least one kill or harvest');
      const potions = await potionPricing();
      const plan = await app.cpu.run(planEnergyTask, [
        {
          currentEnergy: body.currentEnergy,
          maxEnergy: used.maxEnergy,
          kills: body.kills,
          harvests: body.harvests,
          energyPerKill: used.energyPerKill,
          energyPerHarvest: used.energyPerHarvest,
          potionsOnHand: body.potionsOnHand,
          restores: rules.potions.map((p) => p.restore),
          potionRestoreCap: used.dailyPotionRestoreCap,
        },
        potions,
      ]);
      return { ...plan, potions, prices: priceSource.provenance(), rules: used };
    },
  );
}
