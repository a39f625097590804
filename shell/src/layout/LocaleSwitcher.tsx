import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { LOCALES, type Locale } from '@criadero/remote-contract';
import { localeAtom } from '@criadero/session';

const NAMES: Record<Locale, string> = { es: 'Español', en: 'English', pt: 'Português' };

export function LocaleSwitcher() {
  const intl = useIntl();
  const [locale, setLocale] = useAtom(localeAtom);
  return (
    <select
      aria-label={intl.formatMessage({ id: 'shell.locale.label' })}
      value={locale}
      onChange={(event) => setLocale(event.target.value as Locale)}
      data-testid="locale-switcher"
    >
      {LOCALES.map((l) => (
        <option key={l} value={l} lang={l}>
          {NAMES[l]}
        </option>
      ))}
    </select>
  );
}
