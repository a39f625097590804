import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { BalanceUnavailableError } from '../src/balances/balance-reader';
import { InMemoryBalanceReader, loadBalanceTable } from '../src/balances/in-memory-balance-reader';
import { JsonRpcBalanceReader } from '../src/balances/json-rpc-balance-reader';
import { RONIN_USDC } from '../src/config';
import { serveRecordedRpc, type RecordedRpc } from './rpc-stub';

const recorded = JSON.parse(readFileSync(new URL('./fixtures/ronin-rpc-balanceOf.json', import.meta.url), 'utf8'));
const OWNER = '0x' + 'a1'.repeat(20);

describe('JsonRpcBalanceReader against a local JSON-RPC server', () => {
  let rpc: RecordedRpc | undefined;
  let reader: JsonRpcBalanceReader | undefined;
  afterEach(async () => {
    reader?.destroy();
    await rpc?.close();
  });

  it('sends eth_call balanceOf(owner) to the token and decodes the uint256', async () => {
    rpc = await serveRecordedRpc(() => recorded.response);
    reader = new JsonRpcBalanceReader(rpc.url, 2020, 2000);
    expect(await reader.balanceOf(RONIN_USDC, OWNER)).toBe(123_456_789n);
    expect(rpc.requests).toHaveLength(1);
    const [call] = rpc.requests;
    expect(call!.method).toBe(recorded.request.method);
    expect(call!.params).toEqual(recorded.request.params);
  });

  it('turns a node error into BalanceUnavailableError', async () => {
    rpc = await serveRecordedRpc(() => recorded.errorResponse);
    reader = new JsonRpcBalanceReader(rpc.url, 2020, 2000);
    await expect(reader.balanceOf(RONIN_USDC, OWNER)).rejects.toBeInstanceOf(BalanceUnavailableError);
  });

  it('turns an unreachable node into BalanceUnavailableError', async () => {
    reader = new JsonRpcBalanceReader('http://127.0.0.1:9/', 2020, 500);
    await expect(reader.balanceOf(RONIN_USDC, OWNER)).rejects.toBeInstanceOf(BalanceUnavailableError);
  });
});

describe('InMemoryBalanceReader', () => {
  it('answers from the shipped table, with the default for unknown wallets', async () => {
    const table = loadBalanceTable(new URL('../config/embedded-balances.json', import.meta.url).pathname);
    const reader = new InMemoryBalanceReader(table);
    expect(await reader.balanceOf(RONIN_USDC, '0x000000000000000000000000000000000000dEaD')).toBe(0n);
    expect(await reader.balanceOf(RONIN_USDC, OWNER)).toBe(250_000_000n);
  });
});
