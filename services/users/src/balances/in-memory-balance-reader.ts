import { readFileSync } from 'node:fs';
import type { BalanceReader } from './balance-reader';

export interface BalanceTable {
  defaultBalance: bigint;
  /** lower-case owner -> balance */
  balances: Map<string, bigint>;
}

/** The embedded default: answers from a local table, so the site works offline. */
export class InMemoryBalanceReader implements BalanceReader {
  readonly kind = 'embedded' as const;

  constructor(private readonly table: BalanceTable) {}

  async balanceOf(_token: string, owner: string): Promise<bigint> {
    return this.table.balances.get(owner.toLowerCase()) ?? this.table.defaultBalance;
  }
}

const AMOUNT = /^[0-9]+$/;

/** Reads a table like config/embedded-balances.json: `{ defaultBalance, balances: { owner: amount } }`. */
export function loadBalanceTable(file: string): BalanceTable {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { defaultBalance?: unknown; balances?: Record<string, unknown> };
  const amount = (value: unknown, where: string): bigint => {
    if (typeof value !== 'string' || !AMOUNT.test(value)) throw new Error(`${file}: ${where} must be an integer string`);
    return BigInt(value);
  };
  const balances = new Map<string, bigint>();
  for (const [owner, value] of Object.entries(raw.balances ?? {})) balances.set(owner.toLowerCase(), amount(value, owner));
  return { defaultBalance: amount(raw.defaultBalance ?? '0', 'defaultBalance'), balances };
}
