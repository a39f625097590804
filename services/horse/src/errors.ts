import { ServiceError } from '@criadero/service-kit/errors';

// The server words every refusal in the caller's language (docs/architecture.md, "Errors").

/** 503 NOT_READY: the horse market did not answer; the search is refused before any debit. */
export const marketUnavailable = (cause: unknown) =>
  new ServiceError(
    503,
    'NOT_READY',
    {
      es: 'El mercado no está disponible ahora; no se gastó ningún crédito.',
      en: 'The market is unavailable right now; no credit was spent.',
      pt: 'O mercado está indisponível agora; nenhum crédito foi gasto.',
    },
    { cause },
  );
