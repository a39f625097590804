/**
 * `npm run import:land-cards -- <file>`: checks a land-battle card list against the format of
 * data/land-battles/README.md and writes it, atomically (temporary file + rename in the same
 * directory), to LAND_BATTLE_CARDS_FILE (default data/land-battles/cards.json). The service reads
 * it at its next start. Exit codes: 0 written, 1 the file is not valid (nothing written), 2 usage
 * (no file, more than one, or the input does not exist).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { LandBattleCardsError, landBattleCardsPath, readLandBattleCards } from '../land-battles/format';
import { writeFileAtomically } from './write-atomically';

const USAGE = 'usage: npm run import:land-cards -- <cards.json>   (writes LAND_BATTLE_CARDS_FILE, default data/land-battles/cards.json)';

function main(args: string[]): number {
  if (args.length !== 1 || args[0] === '--help' || args[0] === '-h' || args[0]!.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  // npm runs scripts in the package directory: a relative path is taken from where npm was called
  const input = resolve(process.env.INIT_CWD ?? '.', args[0]!);
  if (!existsSync(input)) {
    console.error(`no such file: ${input}\n${USAGE}`);
    return 2;
  }
  let list;
  try {
    list = readLandBattleCards(input);
  } catch (error) {
    if (error instanceof LandBattleCardsError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const target = landBattleCardsPath();
  writeFileAtomically(target, `${JSON.stringify(list, null, 2)}\n`);
  console.log(`imported ${list.cards.length} land-battle cards ("${list.source.label}", as of ${list.source.asOf}) into ${target}; restart the service to serve them`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
