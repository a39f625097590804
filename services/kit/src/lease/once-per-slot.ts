import type { FastifyBaseLogger } from 'fastify';
import type { Leases } from './leases';

/** the slot owner also removes day-old slot documents, every this many slots */
const SWEEP_EVERY_SLOTS = 100;

export interface SlotSchedule {
  /** stops waking up (a run in progress is not interrupted) */
  stop(): void;
}

/**
 * Runs `run` once per slot of `slotMs` across every instance sharing the leases' database: each
 * instance wakes at every slot boundary and only the one that claims the slot runs it. With one
 * instance it simply runs every slot. A run that lasts longer than a slot is not started twice
 * by this process (the next wake-up waits for it).
 */
export function oncePerSlot(
  leases: Leases,
  job: string,
  slotMs: number,
  run: (slot: number) => Promise<unknown>,
  log: Pick<FastifyBaseLogger, 'debug' | 'warn'>,
): SlotSchedule {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | undefined;

  const wake = async () => {
    const slot = Math.floor(Date.now() / slotMs);
    if (!(await leases.claimSlot(job, slotMs))) return;
    log.debug({ job, slot, owner: leases.owner }, 'leased job ran');
    await run(slot);
    if (slot % SWEEP_EVERY_SLOTS === 0) await leases.sweep();
  };
  const schedule = () => {
    if (stopped) return;
    // just after the next boundary, so every instance asks for the same slot
    timer = setTimeout(() => {
      running ??= wake()
        .catch((error: unknown) => log.warn({ err: error, job }, 'leased job failed; the next slot retries'))
        .finally(() => {
          running = undefined;
        });
      schedule();
    }, slotMs - (Date.now() % slotMs) + 5);
    timer.unref();
  };
  schedule();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
