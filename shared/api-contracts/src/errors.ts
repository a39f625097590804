/**
 * Stable error codes of the HTTP API and the message shown for each, per
 * language. Error responses are `{ error, code, creditos? }`: `error` is the
 * message in the caller's language (Accept-Language, Spanish by default) and
 * `code` is what clients should branch on.
 */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHENTICATED',
  'WALLET_MISMATCH',
  'NO_CREDIT',
  'NOT_FOUND',
  'CONFLICT',
  'WALLET_LINKED_ELSEWHERE',
  'RATE_LIMITED',
  'NONCE_INVALID',
  'SIGNATURE_INVALID',
  'SIWE_MESSAGE_INVALID',
  'UNKNOWN_TOKEN',
  'PRICES_UNAVAILABLE',
  'BALANCE_UNAVAILABLE',
  'NOT_READY',
  'BUSY',
  'COMPUTE_TIMEOUT',
  'TOO_COMPLEX',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export type Language = 'es' | 'en' | 'pt';

export const ERROR_MESSAGES: Record<ErrorCode, Record<Language, string>> = {
  VALIDATION_ERROR: { es: 'Datos no válidos', en: 'Invalid data', pt: 'Dados inválidos' },
  INVALID_JSON: { es: 'El cuerpo no es JSON válido', en: 'The body is not valid JSON', pt: 'O corpo não é JSON válido' },
  UNSUPPORTED_MEDIA_TYPE: {
    es: 'Tipo de contenido no admitido',
    en: 'Unsupported content type',
    pt: 'Tipo de conteúdo não suportado',
  },
  PAYLOAD_TOO_LARGE: { es: 'La solicitud es demasiado grande', en: 'The request is too large', pt: 'A solicitação é grande demais' },
  UNAUTHENTICATED: { es: 'Inicia sesión con tu wallet', en: 'Log in with your wallet', pt: 'Entre com sua carteira' },
  WALLET_MISMATCH: {
    es: 'La wallet indicada no pertenece a tu sesión',
    en: 'That wallet does not belong to your session',
    pt: 'Essa carteira não pertence à sua sessão',
  },
  NO_CREDIT: { es: 'No tienes créditos suficientes', en: 'You do not have enough credits', pt: 'Você não tem créditos suficientes' },
  NOT_FOUND: { es: 'No encontrado', en: 'Not found', pt: 'Não encontrado' },
  CONFLICT: { es: 'Conflicto con el estado actual', en: 'Conflict with the current state', pt: 'Conflito com o estado atual' },
  WALLET_LINKED_ELSEWHERE: {
    es: 'Esta wallet ya está vinculada a otra cuenta',
    en: 'This wallet is already linked to another account',
    pt: 'Esta carteira já está vinculada a outra conta',
  },
  RATE_LIMITED: {
    es: 'Demasiadas solicitudes, espera un momento',
    en: 'Too many requests, please wait a moment',
    pt: 'Muitas solicitações, aguarde um momento',
  },
  NONCE_INVALID: {
    es: 'El inicio de sesión caducó o ya se usó; inténtalo de nuevo',
    en: 'The login expired or was already used; try again',
    pt: 'O login expirou ou já foi usado; tente novamente',
  },
  SIGNATURE_INVALID: { es: 'La firma no es válida', en: 'The signature is not valid', pt: 'A assinatura não é válida' },
  SIWE_MESSAGE_INVALID: {
    es: 'El mensaje de inicio de sesión no es válido',
    en: 'The sign-in message is not valid',
    pt: 'A mensagem de login não é válida',
  },
  UNKNOWN_TOKEN: { es: 'Token desconocido', en: 'Unknown token', pt: 'Token desconhecido' },
  PRICES_UNAVAILABLE: {
    es: 'Precios no disponibles por ahora',
    en: 'Prices are unavailable right now',
    pt: 'Preços indisponíveis no momento',
  },
  BALANCE_UNAVAILABLE: { es: 'Error al verificar el saldo', en: 'Error checking the balance', pt: 'Erro ao verificar o saldo' },
  NOT_READY: { es: 'El servicio no está listo', en: 'The service is not ready', pt: 'O serviço não está pronto' },
  BUSY: {
    es: 'El servidor está muy ocupado, inténtalo en unos segundos',
    en: 'The server is very busy, try again in a few seconds',
    pt: 'O servidor está muito ocupado, tente novamente em alguns segundos',
  },
  COMPUTE_TIMEOUT: {
    es: 'El cálculo tardó demasiado y se detuvo; prueba con menos datos',
    en: 'The calculation took too long and was stopped; try with less data',
    pt: 'O cálculo demorou demais e foi interrompido; tente com menos dados',
  },
  TOO_COMPLEX: {
    es: 'Esta combinación es demasiado compleja para calcularla; prueba con menos elementos',
    en: 'This combination is too complex to calculate; try with fewer items',
    pt: 'Esta combinação é complexa demais para calcular; tente com menos itens',
  },
  INTERNAL: { es: 'Error interno del servidor', en: 'Internal server error', pt: 'Erro interno do servidor' },
};

export interface ErrorBody {
  error: string;
  code: ErrorCode;
  creditos?: number;
}

/** Picks es, en or pt from an Accept-Language header; Spanish when nothing matches. */
export function pickLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'es';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { lang: tag.toLowerCase().slice(0, 2), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const hit = ranked.find((entry) => entry.lang === 'es' || entry.lang === 'en' || entry.lang === 'pt');
  return (hit?.lang as Language | undefined) ?? 'es';
}

/** A refusal's text in every language; `{name}` marks a value the thrower fills in. */
export type ErrorTexts = Record<Language, string>;

/** `texts` with each `{name}` replaced by `values[name]` (a name without a value stays as written). */
export function fillErrorTexts(texts: ErrorTexts, values: Readonly<Record<string, string | number>>): ErrorTexts {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  return { es: fill(texts.es), en: fill(texts.en), pt: fill(texts.pt) };
}
