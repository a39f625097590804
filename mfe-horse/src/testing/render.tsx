import type { ReactNode } from 'react';
import { renderTool, type RenderToolOptions } from '@criadero/ui/testing';
import { messages } from '../i18n/messages';

/** The kit's renderTool with this remote's catalogue and the toasts, as the shell shows its pages. */
export const renderRemote = (ui: ReactNode, options: RenderToolOptions = {}) => renderTool(ui, { messages, toasts: true, ...options });
