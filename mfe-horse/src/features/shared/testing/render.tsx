import type { ReactNode } from 'react';
import type { UserState } from '@criadero/session';
import { renderTool, type RenderToolOptions } from '@criadero/ui/testing';
import { messages } from '../../../i18n/messages';

/** The kit's renderTool with this remote's catalogue and the toasts, as the shell shows its pages. */
export const renderRemote = (ui: ReactNode, options: RenderToolOptions = {}) => renderTool(ui, { messages, toasts: true, ...options });

export function testUser(overrides: Partial<UserState> = {}): UserState {
  return {
    accountId: 'acc-test',
    addresses: ['0x' + '1'.repeat(40)],
    creditos: 3,
    premium: 0,
    premiumUntil: null,
    isCreator: false,
    config: { body_color: 0, genes_tree: ['dr1', 'dr2', 'r1r2', 'dr1r2'] },
    ...overrides,
  };
}
