import { ServiceError, type AppErrorOptions } from '@criadero/service-kit/errors';
import type { Language } from '@criadero/api-contracts/errors';
import { Type } from 'typebox';
import { MAX_OPEN_CLAIMS } from './repositories/payments-repository';

/**
 * Billing's error codes. `@criadero/api-contracts` keeps the platform's closed list; these are
 * billing's own stable codes, sent in the same `{ error, code }` shape by the platform's error
 * handler (BillingError is the platform's ServiceError with these codes and messages).
 */
export const BILLING_MESSAGES = {
  PAYMENTS_UNAVAILABLE: {
    es: 'Los pagos no están disponibles ahora (sin conexión con la cadena)',
    en: 'Payments are unavailable right now (no connection to the chain)',
    pt: 'Os pagamentos não estão disponíveis agora (sem conexão com a rede)',
  },
  TX_FAILED: {
    es: 'La transacción falló en la cadena',
    en: 'The transaction failed on chain',
    pt: 'A transação falhou na rede',
  },
  TX_NO_USDC_TRANSFER: {
    es: 'La transacción no transfiere USDC',
    en: 'The transaction does not transfer USDC',
    pt: 'A transação não transfere USDC',
  },
  TX_WRONG_RECIPIENT: {
    es: 'El USDC no se envió a la dirección de pago de Criadero',
    en: "The USDC was not sent to Criadero's payment address",
    pt: 'O USDC não foi enviado ao endereço de pagamento do Criadero',
  },
  TX_NOT_YOUR_WALLET: {
    es: 'La transferencia no salió de una wallet de tu cuenta',
    en: 'The transfer did not come from a wallet of your account',
    pt: 'A transferência não saiu de uma carteira da sua conta',
  },
  TX_AMOUNT_TOO_LOW: {
    es: 'El monto transferido es menor que el precio',
    en: 'The amount transferred is less than the price',
    pt: 'O valor transferido é menor que o preço',
  },
  TX_ALREADY_USED: {
    es: 'Esta transacción ya fue usada para un pago',
    en: 'This transaction was already used for a payment',
    pt: 'Esta transação já foi usada para um pagamento',
  },
  TOO_MANY_PENDING_PAYMENTS: {
    es: `Ya tienes ${MAX_OPEN_CLAIMS} pagos sin confirmar (el máximo); espera a que la cadena confirme alguno`,
    en: `You already have ${MAX_OPEN_CLAIMS} unconfirmed payments (the maximum); wait until the chain confirms one`,
    pt: `Você já tem ${MAX_OPEN_CLAIMS} pagamentos sem confirmação (o máximo); espere a rede confirmar algum`,
  },
  REFERRAL_NOT_FOUND: {
    es: 'El código ingresado no es válido',
    en: 'The code entered is not valid',
    pt: 'O código informado não é válido',
  },
  REFERRAL_CODE_TAKEN: {
    es: 'Ese código ya existe',
    en: 'That code already exists',
    pt: 'Esse código já existe',
  },
  NOT_CREATOR: {
    es: 'Solo para creadores',
    en: 'Creators only',
    pt: 'Somente para criadores',
  },
  CREATOR_NAME_INVALID: {
    es: "El nombre debe tener de 2 a 32 letras, números, espacios o . _ - ' y no puede ser una dirección de wallet",
    en: "The name must have 2 to 32 letters, digits, spaces or . _ - ' and cannot be a wallet address",
    pt: "O nome deve ter de 2 a 32 letras, números, espaços ou . _ - ' e não pode ser um endereço de carteira",
  },
} as const satisfies Record<string, Record<Language, string>>;

export type BillingErrorCode = keyof typeof BILLING_MESSAGES;

export class BillingError extends ServiceError<BillingErrorCode> {
  constructor(statusCode: number, code: BillingErrorCode, options: Pick<AppErrorOptions, 'detail' | 'cause'> = {}) {
    super(statusCode, code, BILLING_MESSAGES[code], options);
  }
}

const STATUS_BY_CODE: Record<BillingErrorCode, number> = {
  PAYMENTS_UNAVAILABLE: 503,
  TX_FAILED: 422,
  TX_NO_USDC_TRANSFER: 422,
  TX_WRONG_RECIPIENT: 422,
  TX_NOT_YOUR_WALLET: 422,
  TX_AMOUNT_TOO_LOW: 422,
  TX_ALREADY_USED: 409,
  TOO_MANY_PENDING_PAYMENTS: 429,
  REFERRAL_NOT_FOUND: 404,
  REFERRAL_CODE_TAKEN: 409,
  NOT_CREATOR: 403,
  CREATOR_NAME_INVALID: 400,
};

export const billingError = (code: BillingErrorCode, detail?: string) => new BillingError(STATUS_BY_CODE[code], code, { detail });

/** `{ error, code, creditos? }` where `code` is a platform or a billing code. */
const BillingErrorBody = Type.Object(
  { error: Type.String(), code: Type.String(), creditos: Type.Optional(Type.Integer({ minimum: 0 })) },
  { additionalProperties: false },
);

export const billingErrors = {
  400: BillingErrorBody,
  401: BillingErrorBody,
  403: BillingErrorBody,
  404: BillingErrorBody,
  409: BillingErrorBody,
  422: BillingErrorBody,
  429: BillingErrorBody,
  502: BillingErrorBody,
  503: BillingErrorBody,
};
