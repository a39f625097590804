import { atom } from 'jotai';
import type { Alert } from './api';

/** Alerts received live during this visit, newest first (the list page shows them without a reload). */
export const liveAlertsAtom = atom<Alert[]>([]);

/** Alerts shown as notifications (until the player closes them). */
export const notifiedAlertsAtom = atom<Alert[]>([]);
