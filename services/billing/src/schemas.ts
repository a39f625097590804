import { Type, type Static } from 'typebox';
import { CREDIT_MAX, CREDIT_MIN, MAX_REFERRAL_DISCOUNT_PERCENT, PLAN_IDS } from './catalogue/plans';

const TxHash = Type.String({ pattern: '^0x[0-9a-fA-F]{64}$', description: 'transaction hash' });
const Wallet = Type.String({ pattern: '^(0x|ronin:)[0-9a-fA-F]{40}$' });
const OptionalCode = Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()]));
const Iso = Type.String({ description: 'ISO date' });
const IsoOrNull = Type.Union([Iso, Type.Null()]);
const PendingReason = Type.Union([Type.Literal('NOT_MINED'), Type.Literal('CONFIRMATIONS'), Type.Literal('CHAIN_UNAVAILABLE')]);
const Status = Type.Union([Type.Literal('confirmed'), Type.Literal('pending')]);

const Pending = {
  /** present while pending */
  reason: Type.Optional(PendingReason),
  confirmations: Type.Optional(Type.Integer({ minimum: 0 })),
  required: Type.Optional(Type.Integer({ minimum: 1 })),
  expiresAt: Type.Optional(Iso),
};

export const PlanSchema = Type.Object(
  {
    id: Type.String(),
    level: Type.Union([Type.Literal(1), Type.Literal(2)]),
    period: Type.Union([Type.Literal('daily'), Type.Literal('monthly'), Type.Literal('yearly')]),
    days: Type.Integer(),
    price: Type.Number(),
    oldPrice: Type.Union([Type.Number(), Type.Null()]),
    ilimitado: Type.Boolean(),
  },
  { additionalProperties: false },
);

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
    defaultPeriod: Type.String(),
    credits: Type.Object({ min: Type.Integer(), max: Type.Integer(), default: Type.Integer(), usdcPerCredit: Type.Integer() }, { additionalProperties: false }),
    craftWorld: Type.Object({ price: Type.String(), defaultDiscount: Type.Integer(), days: Type.Integer() }, { additionalProperties: false }),
    pricesAsOf: Type.String(),
  },
  { additionalProperties: false },
);

export const CheckCreditBuyBody = Type.Object(
  {
    wallets: Type.Array(Wallet, { maxItems: 20 }),
    tx_hash: TxHash,
    amount: Type.Integer({ minimum: CREDIT_MIN, maximum: CREDIT_MAX }),
    affiliate_code: OptionalCode,
  },
  { additionalProperties: false },
);
export const CheckCreditBuyResponse = Type.Object(
  { premium: Type.Boolean({ description: 'true: credited' }), status: Status, creditos: Type.Integer({ minimum: 0 }), ...Pending },
  { additionalProperties: false },
);

export const CheckPaymentBody = Type.Object(
  { txHash: TxHash, plan: Type.Union(PLAN_IDS.map((id) => Type.Literal(id))), affiliateCode: OptionalCode },
  { additionalProperties: false },
);
export const CheckPaymentResponse = Type.Object(
  {
    premium: Type.Boolean({ description: 'true: the plan time was added' }),
    status: Status,
    level: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
    premiumUntil: IsoOrNull,
    ...Pending,
  },
  { additionalProperties: false },
);

export const CraftWorldPaymentBody = Type.Object(
  {
    txHash: TxHash,
    amount: Type.Union([Type.Number({ minimum: 0 }), Type.String({ pattern: '^\\d+(\\.\\d{1,6})?$' })]),
    currency: Type.Literal('USDC'),
    type: Type.Literal('craft_world_premium'),
    referralCode: OptionalCode,
    referralCodeId: OptionalCode,
  },
  { additionalProperties: false },
);
export const CraftWorldPaymentResponse = Type.Object(
  { success: Type.Boolean({ description: 'true: the month was added' }), status: Status, subscriptionExpiresAt: IsoOrNull, ...Pending },
  { additionalProperties: false },
);

export const Referral = Type.Object(
  { id: Type.String(), code: Type.String(), owner_name: Type.String(), discount_percentage: Type.Integer() },
  { additionalProperties: false },
);
export const ValidateCodeBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });
export const ValidateCodeResponse = Type.Object(
  { valid: Type.Boolean(), referral: Type.Optional(Referral), message: Type.String() },
  { additionalProperties: false },
);
export const SaveCodeBody = Type.Object({ referralCodeId: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });
export const SaveCodeResponse = Type.Object({ saved: Type.Literal(true), referral: Referral }, { additionalProperties: false });

export const SubscriptionResponse = Type.Object(
  {
    active: Type.Boolean(),
    startedAt: IsoOrNull,
    expiresAt: IsoOrNull,
    renewals: Type.Integer({ minimum: 0, description: 'paid months in the current unbroken run' }),
    currentReferralCode: Type.Union([Referral, Type.Null()]),
    price: Type.String({ description: 'monthly price in USDC before any discount' }),
  },
  { additionalProperties: false },
);

const Product = Type.Union([
  Type.Object({ kind: Type.Literal('credits'), amount: Type.Integer() }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('plan'), planId: Type.String() }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('craft-world'), referralCodeId: Type.Union([Type.String(), Type.Null()]) }, { additionalProperties: false }),
]);

export const HistoryResponse = Type.Object(
  {
    credits: Type.Array(
      Type.Object(
        { seq: Type.Integer(), delta: Type.Integer(), balance: Type.Integer(), kind: Type.String(), reference: Type.Union([Type.String(), Type.Null()]), createdAt: Iso },
        { additionalProperties: false },
      ),
    ),
    payments: Type.Array(
      Type.Object(
        {
          txHash: Type.String(),
          product: Product,
          price: Type.String({ description: 'USDC' }),
          status: Type.Union([Type.Literal('pending'), Type.Literal('confirmed'), Type.Literal('rejected'), Type.Literal('expired')]),
          code: Type.Optional(Type.String()),
          createdAt: Iso,
          expiresAt: Iso,
          settledAt: IsoOrNull,
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export const CreatorCode = Type.Object(
  {
    id: Type.String(),
    code: Type.String(),
    discount_percentage: Type.Integer(),
    sample: Type.Boolean(),
    uses: Type.Integer({ minimum: 0 }),
    paid: Type.String({ description: 'USDC paid with the code' }),
    earnings: Type.String({ description: "USDC: the creator's share" }),
  },
  { additionalProperties: false },
);
export const CreatorCodesResponse = Type.Object(
  {
    commissionPercent: Type.Integer(),
    displayName: Type.Union([Type.String(), Type.Null()], { description: "the name players see on the creator's codes; null: the wallet, shortened" }),
    codes: Type.Array(CreatorCode),
  },
  { additionalProperties: false },
);
const PlanLevelSchema = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);
export const PlanTimelineResponse = Type.Object(
  {
    level: PlanLevelSchema,
    until: IsoOrNull,
    next: Type.Union([Type.Object({ level: Type.Literal(1), until: Type.String() }, { additionalProperties: false }), Type.Null()], {
      description: 'Premium time that resumes when the current Elite ends (docs/billing.md)',
    }),
  },
  { additionalProperties: false },
);
export const CreatorProfileBody = Type.Object(
  { displayName: Type.String({ maxLength: 200, description: "2 to 32 letters, digits, spaces or . _ - ' (checked by the route)" }) },
  { additionalProperties: false },
);
export const CreatorProfileResponse = Type.Object({ displayName: Type.String() }, { additionalProperties: false });
export const CreateCodeBody = Type.Object(
  { code: Type.String({ pattern: '^[A-Za-z0-9_-]{3,32}$' }), discountPercentage: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_REFERRAL_DISCOUNT_PERCENT })) },
  { additionalProperties: false },
);

export type CheckCreditBuyBody = Static<typeof CheckCreditBuyBody>;
