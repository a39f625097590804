/**
 * A loop that runs in the background from start() until stop(): stop() aborts the signal the
 * loop reads and resolves once the loop has returned (so nothing writes after a shutdown).
 */
export abstract class BackgroundLoop {
  private readonly stopping = new AbortController();
  private running: Promise<void> | null = null;

  start(): void {
    this.running ??= this.run(this.stopping.signal);
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await this.running;
    this.running = null;
  }

  /** The loop itself: returns once `signal` is aborted. */
  protected abstract run(signal: AbortSignal): Promise<void>;
}
