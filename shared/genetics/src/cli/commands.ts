import { analyzePair } from '../analysis/pair.js';
import { decodeGenes } from '../decode/index.js';
import { DEFAULT_MODEL_ID, getModel, type InheritanceModelId } from '../inheritance/models.js';

/** One stdin line of `decode` → one JSON value (the parsedGenes). Throws on bad input. */
function decodeLine(line: string): unknown {
  return decodeGenes(line);
}

/** One stdin line of `pair` → its analysis. Throws on bad input. */
function pairLine(line: string): unknown {
  let req: unknown;
  try {
    req = JSON.parse(line);
  } catch {
    throw new Error('line is not valid JSON');
  }
  if (typeof req !== 'object' || req === null || Array.isArray(req)) throw new Error('expected a JSON object {"a", "b", "filter", "model"?}');
  const { a, b, filter, model } = req as Record<string, unknown>;
  if (typeof a !== 'string' || typeof b !== 'string') throw new Error('"a" and "b" must be genes strings');
  if (typeof filter !== 'object' || filter === null) throw new Error('"filter" must be an object');
  const modelId = getModel((model ?? DEFAULT_MODEL_ID) as InheritanceModelId).id;
  const pa = decodeGenes(a);
  const pb = decodeGenes(b);
  const { model: m, class: cls, parts, allWantedD } = analyzePair(pa, pb, filter, { model: modelId });
  return { model: m, class: cls, parts, allWantedD };
}

export const COMMANDS: Record<string, (line: string) => unknown> = { decode: decodeLine, pair: pairLine };
