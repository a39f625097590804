export { LOCALES, DEFAULT_LOCALE } from '@criadero/platform';
export type { Locale, Messages, LocalizedMessages } from '@criadero/platform';
