import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { AppError } from '../errors';

export interface CpuSlicesOptions {
  /** most time one slice holds the event loop before yielding (ms) */
  sliceMs?: number;
  /** total time the work may take, yields included; past it 503 COMPUTE_TIMEOUT (ms) */
  limitMs?: number;
}

/**
 * Bounded slices for CPU work that must stay in the main thread (it reads in-process data, such
 * as the embedded store): call `await slices.tick()` between items; it yields to the event loop
 * once a slice has run `sliceMs`, and stops the work with 503 COMPUTE_TIMEOUT past `limitMs`.
 */
export class CpuSlices {
  private readonly started = performance.now();
  private sliceStart = this.started;
  private readonly sliceMs: number;
  private readonly limitMs: number;

  constructor(options: CpuSlicesOptions = {}) {
    this.sliceMs = options.sliceMs ?? 20;
    this.limitMs = options.limitMs ?? 5_000;
  }

  /** Cheap when the slice has time left (one clock read). */
  async tick(): Promise<void> {
    const now = performance.now();
    if (now - this.sliceStart < this.sliceMs) return;
    if (now - this.started > this.limitMs) throw new AppError(503, 'COMPUTE_TIMEOUT');
    await yieldToLoop();
    this.sliceStart = performance.now();
  }
}
