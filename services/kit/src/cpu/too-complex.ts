/**
 * Thrown by a CPU task whose input needs more work than its proven bound allows. The pool turns
 * it into 422 TOO_COMPLEX (by name: errors cross the thread boundary as data). No imports, so
 * task modules that run in worker threads can use it without loading the platform.
 */
export class TooComplexError extends Error {
  override name = 'TooComplexError';
}
