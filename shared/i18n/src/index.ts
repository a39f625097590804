export { LOCALES, DEFAULT_LOCALE } from '@criadero/remote-contract';
export type { Locale, Messages, LocalizedMessages } from '@criadero/remote-contract';
