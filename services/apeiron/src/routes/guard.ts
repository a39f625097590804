import { sourceUnavailable } from '../errors';
import { SourceUnavailableError } from '../source/apeiron-source';

/** Runs a data-source call; an unavailable source is a 503 NOT_READY, not a 500. */
export async function fromSource<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof SourceUnavailableError) throw sourceUnavailable(error);
    throw error;
  }
}
