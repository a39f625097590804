import { useAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { craftWorldModalAtom, creditsModalOpenAtom, premiumModalOpenAtom } from '@criadero/session';
import { messages } from '../../i18n/messages';
import { usePendingRetry } from '../../hooks/usePendingRetry';
import { CreditsModal } from './credits/CreditsModal';
import { PlanModal } from './plans/PlanModal';
import { useSingleInstance } from './single-instance';

// its own chunk: most pages never open it
const CraftWorldPremiumModal = lazy(() => import('./craft-world-premium/CraftWorldPremiumModal').then((m) => ({ default: m.CraftWorldPremiumModal })));

/**
 * Billing's strings on top of the host's: the shell may mount the modals before it has merged
 * this remote's catalogue (they come from `./routes`), so the modals bring their own.
 */
function BillingIntl({ children }: { children: React.ReactNode }) {
  const parent = useIntl();
  const own = messages[parent.locale as keyof typeof messages] ?? messages.es;
  return (
    <IntlProvider locale={parent.locale} defaultLocale="es" messages={{ ...(parent.messages as Record<string, string>), ...own }} onError={parent.onError}>
      {children}
    </IntlProvider>
  );
}

function Modals() {
  const [premiumOpen, setPremiumOpen] = useAtom(premiumModalOpenAtom);
  const [creditsOpen, setCreditsOpen] = useAtom(creditsModalOpenAtom);
  const [craftWorld, setCraftWorld] = useAtom(craftWorldModalAtom);
  usePendingRetry();
  return (
    <>
      <PlanModal open={premiumOpen} onClose={() => setPremiumOpen(false)} />
      <CreditsModal open={creditsOpen} onClose={() => setCreditsOpen(false)} />
      {craftWorld ? (
        <Suspense fallback={null}>
          <CraftWorldPremiumModal open referralCode={craftWorld.referralCode} onClose={() => setCraftWorld(null)} onPaid={() => setCraftWorld(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Mounted once by the shell, inside its providers: the plan upgrade modal while
 * `premiumModalOpenAtom` is true, the buy-credits modal while `creditsModalOpenAtom` is true,
 * the Craft World Premium modal while `craftWorldModalAtom` is set, and the retry of pending payments kept in local storage. Several mounted copies render once.
 */
export default function BillingModals() {
  const active = useSingleInstance();
  if (!active) return null;
  return (
    <BillingIntl>
      <Modals />
    </BillingIntl>
  );
}
