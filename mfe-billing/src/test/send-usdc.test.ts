// A payment is only ever asked of the wallet the session signed in with, on the account it signed
// in with: the wallet the login recorded, asked for its account through ethers.
import { afterEach, describe, expect, it } from 'vitest';
import { setConnectedWallet } from '@criadero/session/wallet-session';
import type { BillingConfig } from '../api/billing-api';
import { PaymentStartError } from '../domain/payment-start';
import { connectPaymentWallet } from '../domain/send-usdc';

const ALICE = '0x' + 'a1'.repeat(20);
const BOB = '0x' + 'b0'.repeat(20);
const CONFIG = { enabled: true, receiverAddress: '0x' + 'cc'.repeat(20), chainId: 2020, usdcAddress: '0x' + 'dd'.repeat(20) } as BillingConfig;

/** An extension on `account`; records the methods asked of it. */
function extension(account: string) {
  const methods: string[] = [];
  return {
    methods,
    provider: {
      request: async ({ method }: { method: string }) => {
        methods.push(method);
        if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [account];
        if (method === 'eth_chainId') return '0x7e4';
        throw new Error(`unexpected ${method}`);
      },
    },
  };
}

const refusal = (promise: Promise<unknown>) => promise.then(() => 'paid', (error: unknown) => (error instanceof PaymentStartError ? error.reason : String(error)));

describe('connectPaymentWallet', () => {
  afterEach(() => setConnectedWallet(null));

  it('pays from the signed-in wallet on the signed-in account', async () => {
    const wallet = extension(ALICE);
    setConnectedWallet({ entryId: 'eip6963:com.roninchain.wallet', provider: wallet.provider });
    expect((await connectPaymentWallet(CONFIG, ALICE)).address).toBe(ALICE);
  });

  it('refuses the wallet once it is on another account, before asking for any transfer', async () => {
    const wallet = extension(BOB);
    setConnectedWallet({ entryId: 'eip6963:com.roninchain.wallet', provider: wallet.provider });
    expect(await refusal(connectPaymentWallet(CONFIG, ALICE))).toBe('WRONG_WALLET');
    expect(wallet.methods).not.toContain('eth_sendTransaction');
  });

  it('asks for a sign-in when the session has no wallet in this browser, and for nothing when payments are off', async () => {
    expect(await refusal(connectPaymentWallet(CONFIG, ALICE))).toBe('NO_WALLET');
    expect(await refusal(connectPaymentWallet({ ...CONFIG, enabled: false }, ALICE))).toBe('DISABLED');
  });
});
