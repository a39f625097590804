export type PremiumLevel = 0 | 1 | 2;

export type GenesTreeColumn = 'd' | 'r1' | 'r2' | 'dr1' | 'dr2' | 'r1r2' | 'dr1r2' | 'none';

export interface UserConfig {
  /** 0 or 1: whether body shape/colour are shown in the genes tree */
  body_color: 0 | 1;
  genes_tree: GenesTreeColumn[];
}

/** The spec's user state (§3), loaded after login. */
export interface UserState {
  accountId: string;
  /** the wallet this session signed in with: the session is bound to it, and only it is asked to pay */
  address: string;
  /** every wallet linked to the account */
  addresses: string[];
  creditos: number;
  premium: PremiumLevel;
  /** ISO date the current plan ends, if any */
  premiumUntil?: string | null;
  isCreator: boolean;
  config: UserConfig;
}

export type SessionState =
  | { status: 'anonymous' }
  | { status: 'loading' }
  | { status: 'authenticated'; user: UserState };
