import { BrowserProvider, Contract } from 'ethers';
import { ensureChain } from '@criadero/session/chain';
import { connectedWallet, sameAddress } from '@criadero/session/wallet-session';
import type { BillingConfig } from '../api/billing-api';
import { PaymentStartError, type ConnectedWallet } from './payment-start';

const ERC20 = ['function transfer(address to, uint256 value) returns (bool)'];

/**
 * The wallet the player signed in with, asked for its account: a payment is only ever requested
 * from the signed-in address (a wallet moved to another account is refused before anything is
 * asked of it). Before the transfer the wallet is put on the payment chain (added when unknown).
 */
export async function connectPaymentWallet(config: BillingConfig, signedInAddress: string): Promise<ConnectedWallet> {
  if (!config.enabled || !config.receiverAddress) throw new PaymentStartError('DISABLED');
  const wallet = await connectedWallet();
  if (!wallet) throw new PaymentStartError('NO_WALLET');
  // no cached RPC answers: ethers caches identical calls for 250 ms, eth_getTransactionCount
  // included, so a second payment sent right after the first would reuse its nonce
  const provider = new BrowserProvider(wallet.provider, 'any', { cacheTimeout: -1, pollingInterval: 500 });
  const signer = await provider.getSigner();
  const address = (await signer.getAddress()).toLowerCase();
  if (!sameAddress(address, signedInAddress)) throw new PaymentStartError('WRONG_WALLET');
  const receiver = config.receiverAddress;
  return {
    address,
    async sendUsdc(units) {
      await ensureChain(wallet.provider, config.chainId);
      const token = new Contract(config.usdcAddress, ERC20, signer);
      const tx = (await token.getFunction('transfer')(receiver, units)) as { hash: string };
      return tx.hash;
    },
  };
}
