import { ServiceError } from '@criadero/service-kit/errors';
import type { Language } from '@criadero/api-contracts/errors';
import { Type } from 'typebox';

/**
 * The Craft World service's own stable codes (the platform's list in @criadero/api-contracts is
 * closed), sent in the same `{ error, code }` shape by the platform's error handler.
 */
const CRAFTWORLD_MESSAGES = {
  CRAFTWORLD_PREMIUM_REQUIRED: {
    es: 'El optimizador de recursos es una función de Craft World Premium: activa tu suscripción para ver los resultados',
    en: 'The resource optimizer is a Craft World Premium feature: activate your subscription to see the results',
    pt: 'O otimizador de recursos é um recurso do Craft World Premium: ative sua assinatura para ver os resultados',
  },
  CRAFTWORLD_UNKNOWN_FACTORY: {
    es: 'Esa fábrica o ese nivel no existe en la tabla',
    en: 'That factory or level is not in the table',
    pt: 'Essa fábrica ou esse nível não existe na tabela',
  },
  CRAFTWORLD_SETUP_LIMIT: {
    es: 'Has llegado al máximo de configuraciones guardadas: borra una para guardar otra',
    en: 'You reached the maximum of saved setups: delete one to save another',
    pt: 'Você atingiu o máximo de configurações salvas: apague uma para salvar outra',
  },
  CRAFTWORLD_SETUP_NOT_FOUND: {
    es: 'Configuración no encontrada',
    en: 'Setup not found',
    pt: 'Configuração não encontrada',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type CraftworldErrorCode = keyof typeof CRAFTWORLD_MESSAGES;

/**
 * What a 402 CRAFTWORLD_PREMIUM_REQUIRED says for each Premium feature. One code for all of them
 * (clients lock the feature on it); the text names the feature that was refused.
 */
export const PREMIUM_FEATURE_MESSAGES = {
  optimizer: CRAFTWORLD_MESSAGES.CRAFTWORLD_PREMIUM_REQUIRED,
  setups: {
    es: 'Guardar configuraciones del optimizador es una función de Craft World Premium: activa tu suscripción para guardarlas',
    en: 'Saving optimizer setups is a Craft World Premium feature: activate your subscription to save them',
    pt: 'Salvar configurações do otimizador é um recurso do Craft World Premium: ative sua assinatura para salvá-las',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type PremiumFeature = keyof typeof PREMIUM_FEATURE_MESSAGES;

const STATUS: Record<CraftworldErrorCode, number> = {
  CRAFTWORLD_PREMIUM_REQUIRED: 402,
  CRAFTWORLD_UNKNOWN_FACTORY: 400,
  CRAFTWORLD_SETUP_LIMIT: 409,
  CRAFTWORLD_SETUP_NOT_FOUND: 404,
};

export class CraftworldError extends ServiceError<CraftworldErrorCode> {
  /** `messages`: the thrower's more precise texts instead of the code's own */
  constructor(code: CraftworldErrorCode, options: { detail?: string; cause?: unknown; messages?: Record<Language, string> } = {}) {
    super(STATUS[code], code, options.messages ?? CRAFTWORLD_MESSAGES[code], { detail: options.detail, cause: options.cause });
  }
}

const ErrorBody = Type.Object(
  { error: Type.String(), code: Type.String(), creditos: Type.Optional(Type.Integer({ minimum: 0 })) },
  { additionalProperties: false },
);

export const errorResponses = { 400: ErrorBody, 401: ErrorBody, 402: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody, 503: ErrorBody };
