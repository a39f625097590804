import type { FastifyBaseLogger } from 'fastify';
import { oncePerSlot, type Leases, type SlotSchedule } from '@criadero/service-kit';
import type { PaymentsRepository } from '../repositories/payments-repository';
import { LATE_MINING_WINDOW_MS, type PaymentProcessor } from '../payments/payment-processor';

export interface TickReport {
  /** open claims without an outcome, re-checked on chain */
  checked: number;
  confirmed: number;
  rejected: number;
  /** past their expiry and the late-mining window: no longer checked (showing them again still credits a good payment) */
  lapsed: number;
  /** hashes the chain did not know for MAX_UNKNOWN_CHECKS checks: no longer checked */
  dropped: number;
  pending: number;
  failed: number;
  /** open claims that already had their outcome (a crash before closing them): finished */
  finished: number;
}

const DAY_MS = 86_400_000;

/**
 * Goes through every open payment claim (page by page until none is left): re-checks those
 * without an outcome until they confirm, are rejected, lapse or are dropped, and finishes those that have
 * one but were not closed (applies a confirmed one's effect again, idempotently: heals a crash
 * between the outcome and the effect). One pass at a time, one per interval across every instance.
 */
export class PaymentWorker {
  private schedule: SlotSchedule | undefined;
  private running: Promise<TickReport> | undefined;

  constructor(
    private readonly deps: {
      processor: PaymentProcessor;
      payments: PaymentsRepository;
      log: FastifyBaseLogger;
      pageSize?: number;
      /** told every finished pass (metrics) */
      onPass?: (report: TickReport) => void;
    },
  ) {}

  /** Runs one pass (or joins the pass in progress). */
  tick(now = new Date()): Promise<TickReport> {
    this.running ??= this.pass(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /**
   * A pass every `intervalMs`, run by whichever instance claims that interval's lease (see
   * docs/deploy.md): N gateway instances on one database still make one pass per interval.
   */
  start(intervalMs: number, leases: Leases): void {
    this.schedule = oncePerSlot(leases, 'payment-worker', intervalMs, () => this.tick(), this.deps.log);
  }

  async stop(): Promise<void> {
    this.schedule?.stop();
    await this.running?.catch(() => undefined);
  }

  private async pass(now: Date): Promise<TickReport> {
    const { payments, processor, log } = this.deps;
    const report: TickReport = { checked: 0, confirmed: 0, rejected: 0, lapsed: 0, dropped: 0, pending: 0, failed: 0, finished: 0 };
    // claims past their late-mining window too, for a day: their next check closes them
    for await (const page of payments.openClaims(new Date(now.getTime() - LATE_MINING_WINDOW_MS - DAY_MS), this.deps.pageSize)) {
      const outcomes = await payments.outcomesOf(page.map((claim) => claim._id));
      for (const claim of page) {
        const outcome = outcomes.get(claim._id);
        try {
          if (outcome) {
            await processor.finish(claim, outcome);
            report.finished += 1;
          } else {
            report.checked += 1;
            report[await processor.recheck(claim, now)] += 1;
          }
        } catch (error) {
          report.failed += 1;
          log.warn({ err: error, txHash: claim.txHash }, 'payment re-check failed; will retry');
        }
      }
    }
    if (report.checked > 0 || report.finished > 0) log.info(report, 'payment worker pass');
    this.deps.onPass?.(report);
    return report;
  }
}
