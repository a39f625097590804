// HTTP contract of the billing routes (`/api/billing/*`, `/api/users/checkCreditbuy`,
// `/api/users/checkPayment`, `/api/users/craft-world-subscription`, `/api/craft-world/payment`,
// the Craft World referral codes and `/api/creator/*`): TypeBox schemas (unknown fields are
// rejected) the billing service validates with, and the static types mfe-billing and
// mfe-craftworld type their calls with (`import type`: no TypeBox in the bundle).
import { Type, type Static } from 'typebox';
import { PremiumLevel } from './schemas/users';
import type { ErrorTexts } from './errors';

const strict = { additionalProperties: false } as const;
const TxHash = Type.String({ pattern: '^0x[0-9a-fA-F]{64}$', description: 'transaction hash' });
const Wallet = Type.String({ pattern: '^(0x|ronin:)[0-9a-fA-F]{40}$' });
const OptionalCode = Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()]));
const Iso = Type.String({ description: 'ISO date' });
const IsoOrNull = Type.Union([Iso, Type.Null()]);
const PendingReason = Type.Union([Type.Literal('NOT_MINED'), Type.Literal('CONFIRMATIONS'), Type.Literal('CHAIN_UNAVAILABLE')]);
const Status = Type.Union([Type.Literal('confirmed'), Type.Literal('pending')]);

// ---- limits and the plan list's vocabulary ----------------------------------------------------

/** Credits: 1 Plus Coin = 1 USDC; a purchase is 1..1000 coins. */
export const CREDIT_MIN = 1;
export const CREDIT_MAX = 1000;

/**
 * The largest discount a referral code gives, percent (our choice: creators set their own codes'
 * discounts, and a code is money off every Craft World month paid with it). Creating a code
 * above it is refused; a code stored above it, or a default set above it, is priced at it.
 */
export const MAX_REFERRAL_DISCOUNT_PERCENT = 25;

const PLAN_PERIODS = ['daily', 'monthly', 'yearly'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];
/** 1 Premium, 2 Elite. */
export type PlanLevel = 1 | 2;

/** The stable id a client sends in `users/checkPayment`: `monthly-premium`, `yearly-elite`… */
export const planId = (period: PlanPeriod, level: PlanLevel): string => `${period}-${level === 1 ? 'premium' : 'elite'}`;
const PLAN_IDS = PLAN_PERIODS.flatMap((period) => [planId(period, 1), planId(period, 2)]);

const PlanPeriodSchema = Type.Enum(PLAN_PERIODS);

const Pending = {
  /** present while pending */
  reason: Type.Optional(PendingReason),
  confirmations: Type.Optional(Type.Integer({ minimum: 0 })),
  required: Type.Optional(Type.Integer({ minimum: 1 })),
  expiresAt: Type.Optional(Iso),
};

// ---- GET /api/billing/config --------------------------------------------------------------------

const PlanSchema = Type.Object(
  {
    id: Type.String({ description: 'stable id sent by the client in users/checkPayment' }),
    level: Type.Union([Type.Literal(1), Type.Literal(2)]),
    period: PlanPeriodSchema,
    days: Type.Integer(),
    price: Type.Number({ description: 'USDC, whole units' }),
    oldPrice: Type.Union([Type.Number(), Type.Null()]),
    ilimitado: Type.Boolean({ description: 'unlimited marketplace searches' }),
  },
  strict,
);
export type Plan = Static<typeof PlanSchema>;

export const BillingConfigResponse = Type.Object(
  {
    enabled: Type.Boolean({ description: 'false without RONIN_RPC_URL or PAYMENT_RECEIVER_ADDRESS' }),
    chainId: Type.Integer(),
    usdcAddress: Type.String(),
    receiverAddress: Type.Union([Type.String(), Type.Null()]),
    decimals: Type.Integer(),
    confirmations: Type.Integer(),
    pendingTtlSeconds: Type.Integer(),
    plans: Type.Array(PlanSchema),
    defaultPeriod: PlanPeriodSchema,
    credits: Type.Object({ min: Type.Integer(), max: Type.Integer(), default: Type.Integer(), usdcPerCredit: Type.Integer() }, strict),
    craftWorld: Type.Object({ price: Type.String(), defaultDiscount: Type.Integer(), days: Type.Integer() }, strict),
    pricesAsOf: Type.String(),
  },
  strict,
);
export type BillingConfigResponse = Static<typeof BillingConfigResponse>;

// ---- POST /api/users/checkCreditbuy -------------------------------------------------------------

export const CheckCreditBuyBody = Type.Object(
  {
    wallets: Type.Array(Wallet, { maxItems: 20 }),
    tx_hash: TxHash,
    amount: Type.Integer({ minimum: CREDIT_MIN, maximum: CREDIT_MAX }),
    affiliate_code: OptionalCode,
  },
  strict,
);
export type CheckCreditBuyBody = Static<typeof CheckCreditBuyBody>;

export const CheckCreditBuyResponse = Type.Object(
  { premium: Type.Boolean({ description: 'true: credited' }), status: Status, creditos: Type.Integer({ minimum: 0 }), ...Pending },
  strict,
);
export type CheckCreditBuyResponse = Static<typeof CheckCreditBuyResponse>;

// ---- POST /api/users/checkPayment ---------------------------------------------------------------

export const CheckPaymentBody = Type.Object(
  { txHash: TxHash, plan: Type.Enum(PLAN_IDS), affiliateCode: OptionalCode },
  strict,
);
export type CheckPaymentBody = Static<typeof CheckPaymentBody>;

export const CheckPaymentResponse = Type.Object(
  {
    premium: Type.Boolean({ description: 'true: the plan time was added' }),
    status: Status,
    level: PremiumLevel,
    premiumUntil: IsoOrNull,
    ...Pending,
  },
  strict,
);
export type CheckPaymentResponse = Static<typeof CheckPaymentResponse>;

// ---- POST /api/craft-world/payment --------------------------------------------------------------

export const CraftWorldPaymentBody = Type.Object(
  {
    txHash: TxHash,
    amount: Type.Union([Type.Number({ minimum: 0 }), Type.String({ pattern: '^\\d+(\\.\\d{1,6})?$' })]),
    currency: Type.Literal('USDC'),
    type: Type.Literal('craft_world_premium'),
    referralCode: OptionalCode,
    referralCodeId: OptionalCode,
  },
  strict,
);
export type CraftWorldPaymentBody = Static<typeof CraftWorldPaymentBody>;

export const CraftWorldPaymentResponse = Type.Object(
  { success: Type.Boolean({ description: 'true: the month was added' }), status: Status, subscriptionExpiresAt: IsoOrNull, ...Pending },
  strict,
);
export type CraftWorldPaymentResponse = Static<typeof CraftWorldPaymentResponse>;

// ---- Craft World referral codes and subscription -------------------------------------------------

const ReferralSchema = Type.Object(
  { id: Type.String(), code: Type.String(), owner_name: Type.String(), discount_percentage: Type.Integer() },
  strict,
);
export type Referral = Static<typeof ReferralSchema>;

/** POST /api/craft-world/referral-codes */
export const ValidateCodeBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) }, strict);
export type ValidateCodeBody = Static<typeof ValidateCodeBody>;
export const ValidateCodeResponse = Type.Object({ valid: Type.Boolean(), referral: Type.Optional(ReferralSchema), message: Type.String() }, strict);
export type ValidateCodeResponse = Static<typeof ValidateCodeResponse>;

/** POST /api/craft-world/save-referral-code */
export const SaveCodeBody = Type.Object({ referralCodeId: Type.String({ minLength: 1, maxLength: 64 }) }, strict);
export type SaveCodeBody = Static<typeof SaveCodeBody>;
export const SaveCodeResponse = Type.Object({ saved: Type.Literal(true), referral: ReferralSchema }, strict);
export type SaveCodeResponse = Static<typeof SaveCodeResponse>;

/** GET /api/users/craft-world-subscription */
export const CraftWorldSubscriptionResponse = Type.Object(
  {
    active: Type.Boolean(),
    startedAt: IsoOrNull,
    expiresAt: IsoOrNull,
    renewals: Type.Integer({ minimum: 0, description: 'paid months in the current unbroken run' }),
    currentReferralCode: Type.Union([ReferralSchema, Type.Null()]),
    price: Type.String({ description: 'monthly price in USDC before any discount' }),
  },
  strict,
);
export type CraftWorldSubscriptionResponse = Static<typeof CraftWorldSubscriptionResponse>;

// ---- GET /api/billing/history, GET /api/billing/plan --------------------------------------------

const PaymentProductSchema = Type.Union([
  Type.Object({ kind: Type.Literal('credits'), amount: Type.Integer() }, strict),
  Type.Object({ kind: Type.Literal('plan'), planId: Type.String() }, strict),
  Type.Object({ kind: Type.Literal('craft-world'), referralCodeId: Type.Union([Type.String(), Type.Null()]) }, strict),
]);
export type PaymentProduct = Static<typeof PaymentProductSchema>;

export const HistoryResponse = Type.Object(
  {
    credits: Type.Array(
      Type.Object(
        { seq: Type.Integer(), delta: Type.Integer(), balance: Type.Integer(), kind: Type.String(), reference: Type.Union([Type.String(), Type.Null()]), createdAt: Iso },
        strict,
      ),
    ),
    payments: Type.Array(
      Type.Object(
        {
          txHash: Type.String(),
          product: PaymentProductSchema,
          price: Type.String({ description: 'USDC' }),
          status: Type.Union([Type.Literal('pending'), Type.Literal('confirmed'), Type.Literal('rejected'), Type.Literal('expired')]),
          code: Type.Optional(Type.String()),
          createdAt: Iso,
          expiresAt: Iso,
          settledAt: IsoOrNull,
        },
        strict,
      ),
    ),
  },
  strict,
);
export type HistoryResponse = Static<typeof HistoryResponse>;

/** The plan now, and the Premium time that resumes after a running Elite (docs/billing.md). */
export const PlanTimelineResponse = Type.Object(
  {
    level: PremiumLevel,
    until: IsoOrNull,
    next: Type.Union([Type.Object({ level: Type.Literal(1), until: Type.String() }, strict), Type.Null()], {
      description: 'Premium time that resumes when the current Elite ends (docs/billing.md)',
    }),
  },
  strict,
);
export type PlanTimelineResponse = Static<typeof PlanTimelineResponse>;

// ---- /api/creator/* ------------------------------------------------------------------------------

/** One of a creator's codes; also the answer of POST /api/creator/referral-codes */
export const CreatorCodeSchema = Type.Object(
  {
    id: Type.String(),
    code: Type.String(),
    discount_percentage: Type.Integer(),
    sample: Type.Boolean(),
    uses: Type.Integer({ minimum: 0 }),
    paid: Type.String({ description: 'USDC paid with the code' }),
    earnings: Type.String({ description: "USDC: the creator's share" }),
  },
  strict,
);
export type CreatorCode = Static<typeof CreatorCodeSchema>;

/** GET /api/creator/referral-codes */
export const CreatorCodesResponse = Type.Object(
  {
    commissionPercent: Type.Integer(),
    displayName: Type.Union([Type.String(), Type.Null()], { description: "the name players see on the creator's codes; null: the wallet, shortened" }),
    codes: Type.Array(CreatorCodeSchema),
  },
  strict,
);
export type CreatorCodesResponse = Static<typeof CreatorCodesResponse>;

/** POST /api/creator/referral-codes */
export const CreateCodeBody = Type.Object(
  { code: Type.String({ pattern: '^[A-Za-z0-9_-]{3,32}$' }), discountPercentage: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_REFERRAL_DISCOUNT_PERCENT })) },
  strict,
);
export type CreateCodeBody = Static<typeof CreateCodeBody>;

/** PUT /api/creator/profile */
export const CreatorProfileBody = Type.Object(
  { displayName: Type.String({ maxLength: 200, description: "2 to 32 letters, digits, spaces or . _ - ' (checked by the route)" }) },
  strict,
);
export type CreatorProfileBody = Static<typeof CreatorProfileBody>;
export const CreatorProfileResponse = Type.Object({ displayName: Type.String() }, strict);
export type CreatorProfileResponse = Static<typeof CreatorProfileResponse>;

// ---- errors ---------------------------------------------------------------------------------

/**
 * Billing's own stable codes and their texts (the platform's list in `./errors` is closed); the
 * service's `BillingError` sends them in the same `{ error, code }` shape. `{maxOpenClaims}`: how
 * many unconfirmed payments an account may hold.
 */
export const BILLING_ERROR_MESSAGES = {
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
    es: 'Ya tienes {maxOpenClaims} pagos sin confirmar (el máximo); espera a que la cadena confirme alguno',
    en: 'You already have {maxOpenClaims} unconfirmed payments (the maximum); wait until the chain confirms one',
    pt: 'Você já tem {maxOpenClaims} pagamentos sem confirmação (o máximo); espere a rede confirmar algum',
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
} as const satisfies Record<string, ErrorTexts>;

export type BillingErrorCode = keyof typeof BILLING_ERROR_MESSAGES;
