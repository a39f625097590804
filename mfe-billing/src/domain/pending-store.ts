// Payments posted but not yet confirmed, kept in local storage under the spec's keys (§7) and
// re-posted later (usePendingRetry). Each key holds a list: a player may have several pending.

const PENDING_KEYS = {
  credits: 'check-credit-buy',
  plan: 'checkPayment',
  craftWorld: 'checkCraftWorldPayment',
} as const;

interface PendingCredit {
  wallets: string[];
  tx_hash: string;
  amount: number;
  affiliate_code: string | null;
}
interface PendingPlan {
  txHash: string;
  plan: string;
  affiliateCode: string | null;
}
interface PendingCraftWorld {
  txHash: string;
  userAddress: string;
  amount: string;
  referralCode: string | null;
  referralCodeId: string | null;
}

type Records = { credits: PendingCredit; plan: PendingPlan; craftWorld: PendingCraftWorld };
export type PendingKind = keyof Records;

const hashOf = (record: Records[PendingKind]) => ('tx_hash' in record ? record.tx_hash : record.txHash).toLowerCase();

export function readPending<K extends PendingKind>(kind: K): Records[K][] {
  try {
    const raw = JSON.parse(localStorage.getItem(PENDING_KEYS[kind]) ?? '[]') as unknown;
    // an older single-record value is accepted too
    const list = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? [raw] : [];
    return list as Records[K][];
  } catch {
    return [];
  }
}

export function savePending<K extends PendingKind>(kind: K, record: Records[K]): void {
  const others = readPending(kind).filter((r) => hashOf(r) !== hashOf(record));
  localStorage.setItem(PENDING_KEYS[kind], JSON.stringify([...others, record]));
}

export function removePending(kind: PendingKind, txHash: string): void {
  const left = readPending(kind).filter((r) => hashOf(r) !== txHash.toLowerCase());
  if (left.length === 0) localStorage.removeItem(PENDING_KEYS[kind]);
  else localStorage.setItem(PENDING_KEYS[kind], JSON.stringify(left));
}

export const AFFILIATE_KEY = 'affiliateCode';
