import {
  AXIE_ERROR_MESSAGES,
  TOOLS_ERROR_MESSAGES,
  WALLET_LIST_LIMIT_MESSAGES,
  type AxieErrorCode,
  type ToolsErrorCode,
  type WalletListLimits,
} from '@criadero/api-contracts/axie';
import { fillErrorTexts, type ErrorTexts } from '@criadero/api-contracts/errors';
import { ServiceError } from '@criadero/service-kit/errors';

/** The axie service's errors; codes and texts are in the contract (`@criadero/api-contracts/axie`). */
export class AxieError extends ServiceError<AxieErrorCode> {
  /** `texts`: the code's own unless a function below words a more precise case from the contract */
  constructor(statusCode: number, code: AxieErrorCode, detail?: string, cause?: unknown, texts: ErrorTexts = AXIE_ERROR_MESSAGES[code]) {
    super(statusCode, code, texts, { detail, cause });
  }
}

/** 403 WALLET_LIST_LIMIT naming the plan's limits and, when there is one, the higher plan's. */
export function walletListLimit(limits: WalletListLimits, higher: WalletListLimits | null): AxieError {
  const values = { lists: limits.lists, wallets: limits.walletsPerList };
  const texts = higher
    ? fillErrorTexts(WALLET_LIST_LIMIT_MESSAGES.HIGHER_PLAN_EXISTS, { ...values, higherLists: higher.lists, higherWallets: higher.walletsPerList })
    : fillErrorTexts(WALLET_LIST_LIMIT_MESSAGES.TOP_PLAN, values);
  return new AxieError(403, 'WALLET_LIST_LIMIT', undefined, undefined, texts);
}

/** Errors of the other Axie tools (leaderboard, catalogue, sales history, tree, showroom); codes and texts are in the contract. */
export class ToolsError extends ServiceError<ToolsErrorCode> {
  constructor(statusCode: number, code: ToolsErrorCode, detail?: string, cause?: unknown) {
    super(statusCode, code, TOOLS_ERROR_MESSAGES[code], { detail, cause });
  }
}
