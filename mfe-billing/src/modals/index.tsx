// `mfe_billing/modals`: what other bundles mount or open. The default export is the shell's
// one-time mount; the Craft World modal is for the Craft World tools (props: open, onClose,
// referralCode, onPaid), wrapped so it carries billing's strings wherever it is rendered.
import { BillingIntl } from './BillingModals';
import { CraftWorldPremiumModal as Modal, type CraftWorldPremiumModalProps } from './CraftWorldPremiumModal';

export { default } from './BillingModals';
export type { CraftWorldPremiumModalProps };

export function CraftWorldPremiumModal(props: CraftWorldPremiumModalProps) {
  return (
    <BillingIntl>
      <Modal {...props} />
    </BillingIntl>
  );
}
