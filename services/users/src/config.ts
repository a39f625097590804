import { fileURLToPath } from 'node:url';
import { ConfigError, loadServiceProcessConfig, readHostList, readInt, readList, readOptional, readString, readUrl, type Env, type ServiceProcessConfig } from '@criadero/service-kit/config';

export interface UsersConfig extends ServiceProcessConfig {
  siwe: {
    /** hosts a sign-in message may name; empty = the hosts of CORS_ORIGINS (site and partners) */
    domains: string[];
    /** chain id put in the nonce response (the client signs with it) */
    chainId: number;
    /** chain ids accepted in a message */
    allowedChainIds: number[];
    nonceTtlMs: number;
  };
  /** wallets whose account is a creator (lower case) */
  creatorAddresses: string[];
  usdcAddress: string;
  /** Ronin JSON-RPC endpoint; absent = the embedded balance table */
  roninRpcUrl: string | undefined;
  rpcTimeoutMs: number;
  embeddedBalancesFile: string;
  /** sign-in without an extension, offered in the wallet picker when set */
  walletOptions: {
    /** Ronin Waypoint app id (Sky Mavis Developer Console) */
    waypointClientId: string | undefined;
    /** WalletConnect (Reown) project id, for Ronin Wallet mobile */
    walletConnectProjectId: string | undefined;
  };
}

/** Ronin mainnet USDC (6 decimals). */
export const RONIN_USDC = '0x0b7007c13325c48911f73a2dad5fa5dcbf808adc';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

function addresses(env: Env, name: string, fallback: string[]): string[] {
  const list = readList(env, name, fallback).map((a) => a.toLowerCase());
  for (const address of list) if (!ADDRESS.test(address)) throw new ConfigError(`${name}: "${address}" is not a 0x address`);
  return list;
}

/**
 * Users service settings. Variables (defaults): the platform's (see
 * loadPlatformConfig), PORT (3201), HOST (127.0.0.1), SIWE_DOMAINS (unset:
 * the hosts of CORS_ORIGINS; outside production also a loopback Host), SIWE_CHAIN_ID (2020, Ronin mainnet), SIWE_ALLOWED_CHAIN_IDS
 * (2020,2021), SIWE_NONCE_TTL_SECONDS (300), CREATOR_ADDRESSES (none),
 * USDC_ADDRESS (Ronin USDC), RONIN_RPC_URL (unset: embedded balances),
 * RPC_TIMEOUT_MS (10000), EMBEDDED_BALANCES_FILE (services/users/config/embedded-balances.json),
 * WAYPOINT_CLIENT_ID and WALLETCONNECT_PROJECT_ID (unset: the picker lists extensions only).
 */
export function loadUsersConfig(env: Env = process.env): UsersConfig {
  const chainId = readInt(env, 'SIWE_CHAIN_ID', 2020, { min: 1 });
  const allowedChainIds = readList(env, 'SIWE_ALLOWED_CHAIN_IDS', ['2020', '2021']).map((id) => {
    if (!/^\d+$/.test(id)) throw new ConfigError(`SIWE_ALLOWED_CHAIN_IDS: "${id}" is not a chain id`);
    return Number(id);
  });
  if (!allowedChainIds.includes(chainId)) allowedChainIds.push(chainId);
  const usdc = readString(env, 'USDC_ADDRESS', RONIN_USDC).toLowerCase();
  if (!ADDRESS.test(usdc)) throw new ConfigError(`USDC_ADDRESS "${usdc}" is not a 0x address`);
  return {
    ...loadServiceProcessConfig(env, 3201),
    siwe: {
      domains: readHostList(env, 'SIWE_DOMAINS', []),
      chainId,
      allowedChainIds,
      nonceTtlMs: readInt(env, 'SIWE_NONCE_TTL_SECONDS', 300, { min: 30, max: 3600 }) * 1000,
    },
    creatorAddresses: addresses(env, 'CREATOR_ADDRESSES', []),
    usdcAddress: usdc,
    roninRpcUrl: readUrl(env, 'RONIN_RPC_URL'),
    rpcTimeoutMs: readInt(env, 'RPC_TIMEOUT_MS', 10_000, { min: 100 }),
    embeddedBalancesFile:
      readOptional(env, 'EMBEDDED_BALANCES_FILE') ?? fileURLToPath(new URL('../config/embedded-balances.json', import.meta.url)),
    walletOptions: {
      waypointClientId: readOptional(env, 'WAYPOINT_CLIENT_ID'),
      walletConnectProjectId: readOptional(env, 'WALLETCONNECT_PROJECT_ID'),
    },
  };
}
