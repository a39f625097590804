export { Leases, LEASES, runAfterOthers, type Exclusive, type LeaseDoc } from './leases';
export { oncePerSlot, type SlotSchedule } from './once-per-slot';
