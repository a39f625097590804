import { AppError } from '@criadero/service-platform';
import { SourceUnavailableError } from '../source/apeiron-source';

/** Runs a data-source call; an unavailable source is a 503 NOT_READY, not a 500. */
export async function fromSource<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof SourceUnavailableError) throw new AppError(503, 'NOT_READY', { detail: 'Apeiron data', cause: error });
    throw error;
  }
}
