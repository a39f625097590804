import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { callApi } from '@criadero/session/api';

/** Props of mfe_billing's Craft World Premium modal (`mfe_billing/modals`). */
export interface CraftWorldModalProps {
  open: boolean;
  onClose: () => void;
  referralCode?: string | null;
  onPaid?: (outcome: 'confirmed' | 'pending') => void;
}

let pending: Promise<ComponentType<CraftWorldModalProps> | null> | null = null;

/**
 * Billing's Craft World Premium modal, loaded at run time from the mfe_billing remote named in the
 * site's registry (/remotes.json). Null when billing is not deployed or failed to load: the
 * caller then explains the plan itself.
 */
export function loadCraftWorldModal(): Promise<ComponentType<CraftWorldModalProps> | null> {
  pending ??= (async () => {
    try {
      // the platform's registry (in an embed, the platform is not the page's origin)
      const registry = await callApi<{ remotes?: Array<{ name: string; entry: string }> }>('/remotes.json');
      const billing = registry.remotes?.find((remote) => remote.name === 'mfe_billing');
      if (!billing) return null;
      registerRemotes([{ name: billing.name, entry: billing.entry }]);
      const loaded = await loadRemote<{ CraftWorldPremiumModal?: ComponentType<CraftWorldModalProps> }>('mfe_billing/modals');
      return loaded?.CraftWorldPremiumModal ?? null;
    } catch {
      return null;
    }
  })().then((component) => {
    if (!component) pending = null; // try again on the next click
    return component;
  });
  return pending;
}
