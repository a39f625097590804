import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsRepository } from '../repositories/payments-repository';
import type { PaymentEffects } from '../payments/effects';
import type { PaymentProcessor } from '../payments/payment-processor';

export interface TickReport {
  checked: number;
  confirmed: number;
  rejected: number;
  expired: number;
  pending: number;
  failed: number;
}

const DAY_MS = 86_400_000;

/**
 * Re-checks open payment claims until they confirm, are rejected or expire, and re-applies the
 * effects of recent confirmed outcomes (idempotent; heals a crash between the two writes).
 * One tick at a time; an in-process interval drives it.
 */
export class PaymentWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<TickReport> | undefined;

  constructor(
    private readonly deps: { processor: PaymentProcessor; payments: PaymentsRepository; effects: PaymentEffects; log: FastifyBaseLogger },
  ) {}

  /** Runs one pass (or joins the pass in progress). */
  tick(now = new Date()): Promise<TickReport> {
    this.running ??= this.pass(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => {
      this.tick().catch((error: unknown) => this.deps.log.warn({ err: error }, 'payment worker pass failed'));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  private async pass(now: Date): Promise<TickReport> {
    const report: TickReport = { checked: 0, confirmed: 0, rejected: 0, expired: 0, pending: 0, failed: 0 };
    for (const claim of await this.deps.payments.open(new Date(now.getTime() - DAY_MS))) {
      report.checked += 1;
      try {
        report[await this.deps.processor.recheck(claim, now)] += 1;
      } catch (error) {
        report.failed += 1;
        this.deps.log.warn({ err: error, txHash: claim.txHash }, 'payment re-check failed; will retry');
      }
    }
    for (const outcome of await this.deps.payments.confirmedSince(new Date(now.getTime() - DAY_MS))) {
      const claim = await this.deps.payments.findClaim(outcome.txHash, outcome.accountId);
      if (claim) await this.deps.effects.apply(claim, outcome.at);
    }
    if (report.checked > 0) this.deps.log.info(report, 'payment worker pass');
    return report;
  }
}
