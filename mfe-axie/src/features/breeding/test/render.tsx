import type { ReactNode } from 'react';
import { generateGenes } from '@criadero/genetics';
import type { UserState } from '@criadero/session';
import { renderTool, type RenderToolOptions } from '@criadero/ui/testing';
import { messages } from '../../../i18n/messages';
import type { CreatureCard } from '../api/axie-api';

export const es = messages.es!;

export function user(overrides: Partial<UserState> = {}): UserState {
  return { accountId: 'acc-1', address: '0x' + '1'.repeat(40), addresses: ['0x' + '1'.repeat(40)], creditos: 5, premium: 0, isCreator: false, config: { body_color: 0, genes_tree: ['dr1', 'dr2', 'r1r2', 'dr1r2'] }, ...overrides };
}

/** The kit's renderTool with the axie catalogue and the toasts, as the shell shows the calculator. */
export const renderBreeding = (ui: ReactNode, options: RenderToolOptions = {}) => renderTool(ui, { messages, toasts: true, ...options });

/** A card with genuine genes from the engine's generator. */
export function card(id: number, extra: Partial<CreatureCard> = {}): CreatureCard {
  return { id: String(id), breedCount: 1, image: null, stage: 4, class: 'beast', order: { currentPrice: '12345678900000000', currentPriceUsd: 41.5 }, owner: null, genes: generateGenes(id), sireId: null, matronId: null, ...extra };
}
