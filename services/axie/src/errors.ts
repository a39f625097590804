import { AXIE_ERROR_MESSAGES, type AxieErrorCode } from '@criadero/api-contracts/axie';
import { ServiceError } from '@criadero/service-kit/errors';

/** The axie service's errors; codes and texts are in the contract (`@criadero/api-contracts/axie`). */
export class AxieError extends ServiceError<AxieErrorCode> {
  constructor(statusCode: number, code: AxieErrorCode, detail?: string, cause?: unknown) {
    super(statusCode, code, AXIE_ERROR_MESSAGES[code], { detail, cause });
  }
}
