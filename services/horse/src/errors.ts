import { HORSE_ERROR_MESSAGES, type HorseErrorCode } from '@criadero/api-contracts/horse';
import { ServiceError, type AppErrorOptions } from '@criadero/service-kit/errors';

/** The horse service's errors; codes and texts are in the contract (`@criadero/api-contracts/horse`). */
class HorseError extends ServiceError<HorseErrorCode> {
  constructor(statusCode: number, code: HorseErrorCode, options: AppErrorOptions = {}) {
    super(statusCode, code, HORSE_ERROR_MESSAGES[code], options);
  }
}

/** 503 NOT_READY: the horse market did not answer; the search is refused before any debit. */
export const marketUnavailable = (cause: unknown) => new HorseError(503, 'NOT_READY', { cause });
