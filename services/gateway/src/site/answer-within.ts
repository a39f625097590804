/**
 * The promise's answer if it comes within `ms`, else `fallback` (the promise goes on; a rejection
 * within the wait still rejects). The wait's timer never holds the process open.
 */
export async function answerWithin<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
    timer.unref();
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
