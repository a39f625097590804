import { AXIE_ERROR_MESSAGES, TOOLS_ERROR_MESSAGES, type AxieErrorCode, type ToolsErrorCode } from '@criadero/api-contracts/axie';
import { ServiceError } from '@criadero/service-kit/errors';

/** The axie service's errors; codes and texts are in the contract (`@criadero/api-contracts/axie`). */
export class AxieError extends ServiceError<AxieErrorCode> {
  constructor(statusCode: number, code: AxieErrorCode, detail?: string, cause?: unknown) {
    super(statusCode, code, AXIE_ERROR_MESSAGES[code], { detail, cause });
  }
}

/** Errors of the other Axie tools (leaderboard, catalogue, sales history, tree, showroom); codes and texts are in the contract. */
export class ToolsError extends ServiceError<ToolsErrorCode> {
  constructor(statusCode: number, code: ToolsErrorCode, detail?: string, cause?: unknown) {
    super(statusCode, code, TOOLS_ERROR_MESSAGES[code], { detail, cause });
  }
}
