export { Leases, runAfterOthers } from './leases';
export { oncePerSlot, type SlotSchedule } from './once-per-slot';
