// A payment the player refuses in the wallet: ethers' ACTION_REJECTED error wrapping the
// wallet's EIP-1193 code 4001, as ethers builds it. The toast says only 'Transacción cancelada':
// no calldata, no request to send a tx hash to support (no transaction exists).
import { act, screen } from '@testing-library/react';
import { makeError } from 'ethers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toastsAtom } from '@criadero/ui';
import { apiServer, http, HttpResponse, renderTool } from '@criadero/ui/testing';
import type { BillingConfig } from '../api/billing-api';
import { messages } from '../i18n/messages';
import { isWalletRejection } from '../domain/payment-start';
import { usePurchase, type PurchaseOutcome } from '../hooks/usePurchase';

const WALLET = '0x1111111111111111111111111111111111111111';
const rejection = () =>
  makeError('user rejected action', 'ACTION_REJECTED', {
    action: 'sendTransaction',
    reason: 'rejected',
    info: { error: { code: 4001, message: 'User rejected the request.' }, payload: { method: 'eth_sendTransaction', params: [{ data: `0xa9059cbb${'0'.repeat(128)}` }] } },
  });

let sendUsdc: (units: bigint) => Promise<string>;
vi.mock('../domain/send-usdc', () => ({ connectPaymentWallet: async () => ({ address: WALLET, sendUsdc: (units: bigint) => sendUsdc(units) }) }));

beforeEach(() => {
  apiServer.use(http.all('*/api/users/balance', () => HttpResponse.json({ results: [{ balance: '100000000' }] })));
});

let outcome: PurchaseOutcome | undefined;
function Pay() {
  const purchase = usePurchase();
  const check = vi.fn(async () => true);
  return (
    <button type="button" onClick={async () => (outcome = await purchase({ enabled: true } as BillingConfig, { kind: 'credits', units: 5_000_000n, record: (_w, txHash) => ({ txHash }), check }))}>
      Pagar
    </button>
  );
}

async function pay() {
  const { store } = renderTool(<Pay />, {
    user: { accountId: 'a1', address: WALLET, addresses: [WALLET], creditos: 0, premium: 0, isCreator: false, config: { body_color: 0, genes_tree: [] } },
    messages,
  });
  await act(async () => screen.getByRole('button', { name: 'Pagar' }).click());
  return store.get(toastsAtom).map(({ kind, title, message }) => ({ kind, title, message }));
}

describe('a payment the wallet rejects', () => {
  it('recognises the rejection however it is wrapped, and nothing else', () => {
    expect(isWalletRejection(rejection())).toBe(true);
    expect(isWalletRejection({ code: 4001, message: 'User rejected the request.' })).toBe(true);
    expect(isWalletRejection(new Error('rpc', { cause: { error: { code: 4001 } } }))).toBe(true);
    expect(isWalletRejection(makeError('insufficient funds', 'INSUFFICIENT_FUNDS', {} as never))).toBe(false);
    expect(isWalletRejection('4001')).toBe(false);
  });

  it("shows only 'Transacción cancelada' and spends nothing", async () => {
    sendUsdc = async () => Promise.reject(rejection());
    expect(await pay()).toEqual([{ kind: 'info', title: 'Transacción cancelada', message: undefined }]);
    expect(outcome).toBe('failed');
  });

  it('other wallet failures keep the error toast with ethers’ short message, not the calldata', async () => {
    sendUsdc = async () => Promise.reject(makeError('could not coalesce error', 'UNKNOWN_ERROR', { error: { code: -32603, message: 'internal' } } as never));
    const [toast] = await pay();
    expect(toast).toMatchObject({ kind: 'error', title: messages.es['billing.toast.txError.title'] });
    expect(toast!.message).toContain('could not coalesce error');
    expect(toast!.message).not.toContain('0xa9059cbb');
  });
});
