import type { RouteNote } from '@criadero/remote-contract';

/** The task board's note, from its board read (the page's notice; its nav serves it with the page) */
export const TASKBOARD_NOTE = {
  id: 'lumiterraPixels.taskboard.notice',
  read: { path: '/api/pixels/taskboard', texts: { asOf: 'asOf' } },
} as const satisfies RouteNote;
