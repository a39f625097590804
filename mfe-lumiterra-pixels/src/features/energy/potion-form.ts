import type { EnergyPlanRequest } from '@criadero/api-contracts/lumiterra-pixels';

export interface EnergyForm {
  currentEnergy: number | '';
  maxEnergy: number | '';
  kills: number | '';
  harvests: number | '';
  energyPerKill: number | '';
  energyPerHarvest: number | '';
  potionsOnHand: (number | '')[];
}

const num = (v: number | '') => (v === '' ? 0 : v);

/** The plan request for the form; empty boxes count as 0, empty rule boxes use the service defaults. */
export function toPlanRequest(form: EnergyForm): EnergyPlanRequest {
  const body: EnergyPlanRequest = {
    currentEnergy: num(form.currentEnergy),
    kills: num(form.kills),
    harvests: num(form.harvests),
    potionsOnHand: form.potionsOnHand.map(num),
  };
  if (form.maxEnergy !== '') body.maxEnergy = form.maxEnergy;
  if (form.energyPerKill !== '') body.energyPerKill = form.energyPerKill;
  if (form.energyPerHarvest !== '') body.energyPerHarvest = form.energyPerHarvest;
  return body;
}
