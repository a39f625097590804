import type { ReactNode } from 'react';
import { renderTool, type RenderToolOptions } from '@criadero/ui/testing';
import { messages } from '../i18n/messages';

export const es = messages.es!;

/** The kit's renderTool for a tool page: the axie catalogue and a router (at '/' unless `route`). */
export const renderAxieTool = (ui: ReactNode, options: RenderToolOptions = {}) => renderTool(ui, { messages, route: '/', ...options });
