import { isDuplicateKeyError } from './duplicate-key';

export interface RetryOptions {
  /** attempts before giving up */
  attempts?: number;
  /** upper bound of the random pause between attempts, ms */
  maxBackoffMs?: number;
}

class ConflictRetryExhausted extends Error {
  override name = 'ConflictRetryExhausted';
}

/**
 * Optimistic concurrency for insert-only ledgers: runs `attempt` again while it
 * fails with a duplicate-key error on the sequence key. `attempt` decides when
 * a duplicate means "already done" (it returns instead of throwing).
 */
export async function withConflictRetry<T>(attempt: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 200;
  const maxBackoffMs = options.maxBackoffMs ?? 8;
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      if (i >= attempts) throw new ConflictRetryExhausted(`gave up after ${attempts} conflicting attempts`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(maxBackoffMs, i)));
    }
  }
}
