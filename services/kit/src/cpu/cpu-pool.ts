import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { AppError } from '../errors';
import { TooComplexError } from './too-complex';

/** A function of a module that can run in a worker thread: arguments and result must be structured-cloneable. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface CpuTask<F extends (...args: any[]) => unknown> {
  readonly url: string;
  readonly name: string;
  /** type only: the function this task runs */
  readonly fn?: F;
}

/**
 * Names `name` of the module at `url` (see taskModuleUrl) as a CPU task; `F` is its type, e.g.
 * `cpuTask<typeof planTasks>(taskModuleUrl(import.meta.url, '../planners/task-planner'), 'planTasks')`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function cpuTask<F extends (...args: any[]) => unknown>(url: URL, name: string): CpuTask<F> {
  return { url: url.href, name };
}

export interface CpuPoolOptions {
  /** worker threads (default: the cores but one, at least 1, at most 4) */
  maxThreads?: number;
  /** default per-task time limit, queue wait included (ms) */
  timeoutMs?: number;
  /** tasks that may wait for a thread; beyond, 503 BUSY */
  maxQueue?: number;
}

const CPU_DEFAULTS = { timeoutMs: 5_000, maxQueue: 32, idleTimeoutMs: 30_000 } as const;

type TaskResult = { value: unknown } | { error: { name: string; message: string } };

/**
 * CPU-heavy work (planners, optimizers) off the event loop, in a piscina pool of worker threads,
 * each task under a time limit: past it the task is aborted — the thread running it is
 * terminated, so the CPU is freed — and the request answers 503 COMPUTE_TIMEOUT. A full queue
 * answers 503 BUSY; a task refusing its input (TooComplexError) answers 422 TOO_COMPLEX.
 * Threads start on first use and stop when idle.
 */
export class CpuPool {
  private pool: Piscina | undefined;
  private readonly timeoutMs: number;
  private readonly maxThreads: number;
  /** tasks running or waiting; counted here because piscina's maxQueue does not bound its balancer */
  private inFlight = 0;

  constructor(private readonly options: CpuPoolOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? CPU_DEFAULTS.timeoutMs;
    this.maxThreads = options.maxThreads ?? Math.max(1, Math.min(4, availableParallelism() - 1));
  }

  private piscina(): Piscina {
    this.pool ??= new Piscina({
      filename: new URL('./worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: this.maxThreads,
      idleTimeout: CPU_DEFAULTS.idleTimeoutMs,
    });
    return this.pool;
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async run<F extends (...args: any[]) => unknown>(task: CpuTask<F>, args: Parameters<F>, options: { timeoutMs?: number } = {}): Promise<Awaited<ReturnType<F>>> {
    if (this.inFlight >= this.maxThreads + (this.options.maxQueue ?? CPU_DEFAULTS.maxQueue)) throw new AppError(503, 'BUSY');
    let result: TaskResult;
    this.inFlight++;
    try {
      result = await this.piscina().run({ url: task.url, name: task.name, args }, { signal: AbortSignal.timeout(options.timeoutMs ?? this.timeoutMs) });
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') throw new AppError(503, 'COMPUTE_TIMEOUT', { cause: error });
      throw error;
    } finally {
      this.inFlight--;
    }
    if ('error' in result) {
      if (result.error.name === new TooComplexError().name) throw new AppError(422, 'TOO_COMPLEX', { cause: result.error });
      throw Object.assign(new Error(result.error.message), { name: result.error.name });
    }
    return result.value as Awaited<ReturnType<F>>;
  }

  /** Stops every thread (running tasks are aborted). */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }
}
