import type { WalletList, WalletListLimits } from '@criadero/api-contracts/axie';
import { canonicalWallet } from '@criadero/api-contracts/axie/wallet-list-rules';

export type { WalletList, WalletListLimits };

/** Why a change to the lists was refused before sending it (the server checks the same rules). */
export type WalletListProblem = 'blank-name' | 'name-taken' | 'too-many-lists' | 'too-many-wallets' | 'wallet-twice';

export type ListChange = { ok: true; lists: WalletList[] } | { ok: false; problem: WalletListProblem };

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
const newListId = (lists: readonly WalletList[]) => {
  let n = lists.length + 1;
  while (lists.some((l) => l.id === `list-${n}`)) n++;
  return `list-${n}`;
};

/** A new empty list named `name` (unique ignoring case), within the limits. */
export function addList(lists: readonly WalletList[], name: string, limits: WalletListLimits): ListChange {
  const trimmed = name.trim();
  if (!trimmed) return { ok: false, problem: 'blank-name' };
  if (lists.some((l) => sameName(l.name, trimmed))) return { ok: false, problem: 'name-taken' };
  if (lists.length >= limits.lists) return { ok: false, problem: 'too-many-lists' };
  return { ok: true, lists: [...lists, { id: newListId(lists), name: trimmed, wallets: [] }] };
}

/** Adds a wallet (already checked as an address) to a list, once, within the limits. */
export function addWallet(lists: readonly WalletList[], listId: string, address: string, label: string, limits: WalletListLimits): ListChange {
  const wallet = canonicalWallet(address);
  let problem: WalletListProblem | null = null;
  const next = lists.map((l) => {
    if (l.id !== listId) return l;
    if (l.wallets.some((w) => w.address === wallet)) problem = 'wallet-twice';
    else if (l.wallets.length >= limits.walletsPerList) problem = 'too-many-wallets';
    return { ...l, wallets: [...l.wallets, { address: wallet, label: label.trim().slice(0, 40) }] };
  });
  return problem ? { ok: false, problem } : { ok: true, lists: next };
}

export const removeWallet = (lists: readonly WalletList[], listId: string, address: string): WalletList[] =>
  lists.map((l) => (l.id === listId ? { ...l, wallets: l.wallets.filter((w) => w.address !== address) } : l));

export const removeList = (lists: readonly WalletList[], listId: string): WalletList[] => lists.filter((l) => l.id !== listId);

/** A visitor's lists as kept in this browser, when they still look like lists. */
export const isWalletLists = (v: unknown): v is WalletList[] =>
  Array.isArray(v) && v.every((l) => !!l && typeof l.id === 'string' && typeof l.name === 'string' && Array.isArray(l.wallets) && l.wallets.every((w: unknown) => !!w && typeof (w as { address?: unknown }).address === 'string'));

/** What a tile calls an owner: the wallet's label (or its list's name) when the player named it, else a short address. */
export function ownerNames(lists: readonly WalletList[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const l of lists) for (const w of l.wallets) if (!names.has(w.address)) names.set(w.address, w.label || l.name);
  return names;
}

export const shortAddress = (address: string): string => `${address.slice(0, 6)}…${address.slice(-4)}`;
