import { readFileSync } from 'node:fs';
import type { Recipe } from './planners/item-costs';
import type { PotionKind } from './planners/potion-options';
import type { EnergyRulesResponse, TaskBoardData } from '@criadero/api-contracts/lumiterra-pixels';

const dataFile = (name: string) => new URL(`../data/${name}`, import.meta.url);
const readJson = <T>(file: URL | string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/**
 * Lumiterra energy rules. Defaults come from the game's client tables
 * (data/lumiterra-energy.json, snapshot 2025-01-10); where the public record
 * is unsure (energy per action scales with drop rate per community guides),
 * the player can override them per plan.
 */
export interface EnergyRules extends Omit<EnergyRulesResponse, 'potions' | 'prices'> {
  potions: PotionKind[];
  recipes: Recipe[];
}

export function loadEnergyRules(file: URL | string = dataFile('lumiterra-energy.json')): EnergyRules {
  const raw = readJson<EnergyRules & { recipes: (Recipe & { kind: string; level: number; talentType: number })[] }>(file);
  const levels = raw.potions.map((p) => p.level).join(',');
  if (levels !== '0,1,2,3,4,5,6,7,8,9') throw new Error(`energy rules: potion levels must be 0..9, got ${levels}`);
  return raw;
}

export function loadTaskBoard(file: URL | string = dataFile('pixels-taskboard.json')): TaskBoardData {
  return readJson<TaskBoardData>(file);
}
