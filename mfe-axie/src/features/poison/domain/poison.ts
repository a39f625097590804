/** Poison over a fight, under a configurable rule (Origins launch rule by default, from the service). */

export interface PoisonRule {
  /** HP lost per stack when the poison ticks */
  damagePerStack: number;
  /** stacks removed after each tick */
  decayPerTurn: number;
  maxStacks: number;
  /** the fight ends at this turn (Season 7+: 18) */
  turnCap: number;
}

export interface PoisonScenario {
  /** stacks on the axie when its first turn starts */
  initialStacks: number;
  /** stacks the enemy adds before each later turn of the poisoned axie (0 = one application only) */
  addedPerTurn: number;
  /** the poisoned axie's HP, to find the turn it falls (null = not asked) */
  hp: number | null;
}

interface PoisonTurn {
  turn: number;
  stacks: number;
  damage: number;
  stacksAfter: number;
  total: number;
  hpLeft: number | null;
}

export interface PoisonResult {
  turns: PoisonTurn[];
  total: number;
  /** turn whose tick brings HP to 0, or null */
  faintTurn: number | null;
}

const clamp = (n: number, max: number) => Math.max(0, Math.min(max, n));

/**
 * At the start of each of the poisoned axie's turns it loses damagePerStack × stacks, then the
 * stacks fall by decayPerTurn; stacks never exceed maxStacks. Turns run to the cap, or until
 * no stacks are left and none will be added.
 */
export function simulatePoison(rule: PoisonRule, scenario: PoisonScenario): PoisonResult {
  const turns: PoisonTurn[] = [];
  let stacks = clamp(scenario.initialStacks, rule.maxStacks);
  let total = 0;
  let faintTurn: number | null = null;
  for (let turn = 1; turn <= rule.turnCap; turn++) {
    if (turn > 1) stacks = clamp(stacks + scenario.addedPerTurn, rule.maxStacks);
    if (stacks === 0 && scenario.addedPerTurn === 0) break;
    const damage = stacks * rule.damagePerStack;
    total += damage;
    const stacksAfter = Math.max(0, stacks - rule.decayPerTurn);
    const hpLeft = scenario.hp === null ? null : Math.max(0, scenario.hp - total);
    if (hpLeft === 0 && faintTurn === null) faintTurn = turn;
    turns.push({ turn, stacks, damage, stacksAfter, total, hpLeft });
    stacks = stacksAfter;
  }
  return { turns, total, faintTurn };
}
