import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { AdSlotConfig } from '@criadero/ui';

/** Deploy-time site settings (/site-config.json): ad slots and the donation address. */
export interface SiteConfig {
  donationAddress: string | null;
  ads: AdSlotConfig[];
}

const siteConfigAtom = atom<SiteConfig>({ donationAddress: null, ads: [] });

export function useSiteConfig(): SiteConfig {
  const config = useAtomValue(siteConfigAtom);
  const setConfig = useSetAtom(siteConfigAtom);
  useEffect(() => {
    fetch('/site-config.json', { cache: 'no-store' })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((json: Partial<SiteConfig>) =>
        setConfig({ donationAddress: json.donationAddress ?? null, ads: Array.isArray(json.ads) ? json.ads : [] }),
      )
      .catch((error: unknown) => console.warn('[criadero] site config unavailable', error));
  }, [setConfig]);
  return config;
}
