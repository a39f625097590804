import { useIntl } from 'react-intl';
import { useErrorText, useToast } from '@criadero/ui';

/** The picker's toasts: how many Axies were loaded, or what went wrong. */
export function useLoadToasts() {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useErrorText();

  const showError = (error: unknown) => toast({ kind: 'error', title: intl.formatMessage({ id: 'axie.breeding.error.title' }), message: errorText(error) });

  /** "Se cargaron 12 Axies", or "Se cargaron 100 de 573 Axies" when the answer was cut. */
  const loaded = (count: number, received = count, total = received) =>
    toast({
      kind: 'success',
      title:
        received < total
          ? intl.formatMessage({ id: 'axie.breeding.picker.loadedOf' }, { count: received, total, added: count })
          : intl.formatMessage({ id: 'axie.breeding.picker.loaded' }, { count }),
    });

  return { loaded, showError };
}
