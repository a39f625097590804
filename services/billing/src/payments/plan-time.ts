import type { GrantPlan, PlanEntry, PlansLedger } from '@criadero/service-users';

const DAY_MS = 86_400_000;
const FAR_FUTURE = new Date(8.64e15);

/**
 * Paid Premium time is never lost under Elite (docs/billing.md "Upgrading"):
 * - Elite bought while Premium runs: the Premium time the new Elite period covers is added back
 *   after it (a `carry` entry, rounded up to whole days), so Premium resumes when Elite ends.
 *   The player pays the Elite price as listed.
 * - Premium bought while Elite runs starts when Elite ends.
 * Both go to the users service's insert-only plans ledger; the carry's idempotency key derives
 * from the Elite grant's, so applying a payment again adds nothing.
 */
export async function grantPlanTime(plans: PlansLedger, input: GrantPlan, now = new Date()): Promise<{ entry: PlanEntry; carry: PlanEntry | null }> {
  if (input.level === 1) {
    const elite = await plans.overlapping(input.accountId, 2, now, FAR_FUTURE);
    const eliteEnd = elite.reduce((end, e) => Math.max(end, e.endsAt.getTime()), 0);
    const { entry } = await plans.grant({ ...input, notBefore: new Date(Math.max(eliteEnd, input.notBefore?.getTime() ?? 0)) }, now);
    return { entry, carry: null };
  }
  const { entry } = await plans.grant(input, now);
  const carryKey = `${entry.idempotencyKey}:premium-carry`;
  // Premium periods under this Elite period, except its own carry (placed after it anyway)
  const covered = (await plans.overlapping(input.accountId, 1, entry.startsAt, entry.endsAt)).filter((p) => p.idempotencyKey !== carryKey);
  const ms = coveredMs(covered, entry.startsAt.getTime(), entry.endsAt.getTime());
  if (ms <= 0) return { entry, carry: null };
  const { entry: carry } = await plans.grant(
    { accountId: input.accountId, level: 1, days: Math.ceil(ms / DAY_MS), kind: 'carry', idempotencyKey: carryKey, reference: entry.idempotencyKey, notBefore: entry.endsAt },
    now,
  );
  return { entry, carry };
}

/** When the Premium time that follows an Elite period ending at `eliteEnd` runs out; null without any. */
export async function premiumAfterElite(plans: PlansLedger, accountId: string, eliteEnd: Date): Promise<Date | null> {
  const after = await plans.overlapping(accountId, 1, eliteEnd, FAR_FUTURE);
  const end = after.reduce((latest, p) => Math.max(latest, p.endsAt.getTime()), 0);
  return end > eliteEnd.getTime() ? new Date(end) : null;
}

/** Length of the union of the periods within [from, to). */
function coveredMs(periods: PlanEntry[], from: number, to: number): number {
  let total = 0;
  let reached = from;
  for (const p of [...periods].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
    const start = Math.max(p.startsAt.getTime(), reached);
    const end = Math.min(p.endsAt.getTime(), to);
    if (end > start) {
      total += end - start;
      reached = end;
    }
  }
  return total;
}
