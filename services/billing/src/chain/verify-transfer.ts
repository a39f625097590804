import { AbiCoder, id } from 'ethers';
import type { ChainReceipt } from './receipt-reader';

/** keccak256("Transfer(address,address,uint256)") */
const TRANSFER_TOPIC = id('Transfer(address,address,uint256)');

export interface TransferExpectation {
  /** USDC contract, lower case */
  token: string;
  /** receiving address, lower case */
  receiver: string;
  /** the paying account's wallets, lower case */
  payers: readonly string[];
  /** at least this much, in the token's units */
  minAmount: bigint;
  confirmations: number;
}

export type RejectionCode = 'TX_FAILED' | 'TX_NO_USDC_TRANSFER' | 'TX_WRONG_RECIPIENT' | 'TX_NOT_YOUR_WALLET' | 'TX_AMOUNT_TOO_LOW';

export type Verdict =
  | { kind: 'confirmed'; amount: bigint; payer: string; blockNumber: number }
  | { kind: 'pending'; reason: 'NOT_MINED' | 'CONFIRMATIONS'; confirmations: number }
  | { kind: 'rejected'; code: RejectionCode };

interface Transfer {
  token: string;
  from: string;
  to: string;
  value: bigint;
}

const coder = AbiCoder.defaultAbiCoder();
const topicAddress = (topic: string) => `0x${topic.slice(-40)}`.toLowerCase();

function transfers(receipt: ChainReceipt): Transfer[] {
  return receipt.logs
    .filter((log) => log.topics.length === 3 && log.topics[0]?.toLowerCase() === TRANSFER_TOPIC)
    .map((log) => ({
      token: log.address.toLowerCase(),
      from: topicAddress(log.topics[1]!),
      to: topicAddress(log.topics[2]!),
      value: coder.decode(['uint256'], log.data)[0] as bigint,
    }));
}

/**
 * Decides what a receipt proves. The checks go from what the chain says about the transaction to
 * what it says about the money, so the message names the first thing that is wrong: failed,
 * no USDC moved, USDC went elsewhere, it came from a wallet that is not the account's, too little.
 * Several matching Transfer logs in one transaction add up.
 */
export function verifyTransfer(receipt: ChainReceipt | null, head: number, expected: TransferExpectation): Verdict {
  if (!receipt) return { kind: 'pending', reason: 'NOT_MINED', confirmations: 0 };
  if (receipt.status !== 1) return { kind: 'rejected', code: 'TX_FAILED' };
  const usdc = transfers(receipt).filter((t) => t.token === expected.token);
  if (usdc.length === 0) return { kind: 'rejected', code: 'TX_NO_USDC_TRANSFER' };
  const toReceiver = usdc.filter((t) => t.to === expected.receiver);
  if (toReceiver.length === 0) return { kind: 'rejected', code: 'TX_WRONG_RECIPIENT' };
  const fromPayer = toReceiver.filter((t) => expected.payers.includes(t.from));
  if (fromPayer.length === 0) return { kind: 'rejected', code: 'TX_NOT_YOUR_WALLET' };
  const amount = fromPayer.reduce((sum, t) => sum + t.value, 0n);
  if (amount < expected.minAmount) return { kind: 'rejected', code: 'TX_AMOUNT_TOO_LOW' };
  const confirmations = Math.max(0, head - receipt.blockNumber + 1);
  if (confirmations < expected.confirmations) return { kind: 'pending', reason: 'CONFIRMATIONS', confirmations };
  return { kind: 'confirmed', amount, payer: fromPayer[0]!.from, blockNumber: receipt.blockNumber };
}
