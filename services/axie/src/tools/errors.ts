import { TOOLS_ERROR_MESSAGES, type ToolsErrorCode } from '@criadero/api-contracts/axie';
import { ServiceError } from '@criadero/service-kit/errors';

/** Errors of the issue-8 tools (leaderboard, catalogue, sales history, tree, showroom); codes and texts are in the contract. */
export class ToolsError extends ServiceError<ToolsErrorCode> {
  constructor(statusCode: number, code: ToolsErrorCode, detail?: string, cause?: unknown) {
    super(statusCode, code, TOOLS_ERROR_MESSAGES[code], { detail, cause });
  }
}
