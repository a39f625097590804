// The optimizer as a CPU task module: the optimizer route runs it in the CPU pool's worker threads
//, which load this file by URL. The game tables travel as one JSON string (copying a
// string to a thread is a memory copy; cloning the 240 KB object graph held the event loop), and
// each thread parses them once.
import type { GameData } from '../game-data/game-data';
import { optimize, type OptimizerInput } from '../optimizer/optimize';

let parsed: { json: string; data: GameData } | null = null;

export function optimizeWithTables(tablesJson: string, input: OptimizerInput) {
  if (parsed?.json !== tablesJson) parsed = { json: tablesJson, data: JSON.parse(tablesJson) as GameData };
  return optimize(parsed.data, input);
}
