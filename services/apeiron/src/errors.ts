import { APEIRON_ERROR_MESSAGES, type ApeironErrorCode } from '@criadero/api-contracts/apeiron';
import { fillErrorTexts } from '@criadero/api-contracts/errors';
import { ServiceError, type AppErrorOptions } from '@criadero/service-kit/errors';

/** The Apeiron service's errors; codes and texts are in the contract (`@criadero/api-contracts/apeiron`). */
class ApeironError extends ServiceError<ApeironErrorCode> {
  /** `values` fill the text's `{name}` marks */
  constructor(statusCode: number, code: ApeironErrorCode, { values = {}, ...options }: AppErrorOptions & { values?: Record<string, string> } = {}) {
    super(statusCode, code, fillErrorTexts(APEIRON_ERROR_MESSAGES[code], values), options);
  }
}

/** 503 NOT_READY: the game's data source (the Apeiron API or the imported data) did not answer. */
export const sourceUnavailable = (cause: unknown) => new ApeironError(503, 'NOT_READY', { cause });

/** 404 NOT_FOUND naming the planet ids the player typed that are not in the data. */
export const planetsNotFound = (ids: readonly string[]) =>
  new ApeironError(404, 'NOT_FOUND', { values: { planets: ids.map((id) => `#${id}`).join(', ') } });
