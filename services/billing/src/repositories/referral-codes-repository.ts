import { readFileSync } from 'node:fs';
import { insertIfAbsent, type Store, type StoreCollection } from '@criadero/service-kit/store';

export interface ReferralCode {
  /** `ref_<CODE>` */
  _id: string;
  /** upper case, unique */
  code: string;
  /** the creator's wallet (lower case) */
  ownerAddress: string;
  ownerName: string;
  /** null: the default discount applies */
  discountPercentage: number | null;
  /** loaded from the labelled sample file */
  sample: boolean;
  createdAt: Date;
}

interface Selection {
  _id: string;
  referralCodeId: string;
  savedAt: Date;
}

export const CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
export const normalizeCode = (code: string) => code.trim().toUpperCase();
const referralId = (code: string) => `ref_${normalizeCode(code)}`;

interface SampleFile {
  codes: { code: string; ownerAddress: string; ownerName: string; discountPercentage?: number }[];
}

export function loadSampleCodes(file: string): ReferralCode[] {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as SampleFile;
  return parsed.codes.map((c) => {
    const code = normalizeCode(c.code);
    if (!CODE_PATTERN.test(code)) throw new Error(`${file}: bad referral code "${c.code}"`);
    if (!/^0x[0-9a-fA-F]{40}$/.test(c.ownerAddress)) throw new Error(`${file}: bad owner address for ${code}`);
    return {
      _id: referralId(code),
      code,
      ownerAddress: c.ownerAddress.toLowerCase(),
      ownerName: c.ownerName,
      discountPercentage: c.discountPercentage ?? null,
      sample: true,
      createdAt: new Date(0),
    };
  });
}

/**
 * Referral codes (one document per code, `_id` derived from the code) and each account's saved code.
 * With `samples: false` (production) the labelled sample codes do not exist for look-ups, even if
 * a database was once seeded with them: they never discount a real payment.
 */
export class ReferralCodesRepository {
  private readonly codes: StoreCollection<ReferralCode>;
  private readonly selections: StoreCollection<Selection>;
  private readonly samples: boolean;

  constructor(store: Store, options: { samples: boolean }) {
    this.codes = store.collection<ReferralCode>('referral_codes');
    this.selections = store.collection<Selection>('referral_selections');
    this.samples = options.samples;
  }

  private find(id: string): Promise<ReferralCode | null> {
    return this.codes.findOne(this.samples ? { _id: id } : { _id: id, sample: { $ne: true } });
  }

  async ensureIndexes(): Promise<void> {
    await this.codes.createIndex({ name: 'ownerAddress_1', key: { ownerAddress: 1 } });
  }

  /** Inserts the codes that are not there yet (idempotent). */
  async seed(codes: ReferralCode[]): Promise<void> {
    for (const code of codes) await this.create(code);
  }

  /** false when the code exists already */
  async create(code: ReferralCode): Promise<boolean> {
    return insertIfAbsent(this.codes, code);
  }

  byCode(code: string): Promise<ReferralCode | null> {
    return this.find(referralId(code));
  }

  byId(id: string): Promise<ReferralCode | null> {
    return this.find(id);
  }

  ownedBy(addresses: string[]): Promise<ReferralCode[]> {
    return this.codes.find({ ownerAddress: { $in: addresses } }, { sort: { code: 1 } });
  }

  async saveSelection(accountId: string, referralCodeId: string, now = new Date()): Promise<void> {
    await this.selections.updateOne({ _id: accountId }, { $set: { referralCodeId, savedAt: now } }, { upsert: true });
  }

  async selection(accountId: string): Promise<ReferralCode | null> {
    const saved = await this.selections.findOne({ _id: accountId });
    return saved ? this.byId(saved.referralCodeId) : null;
  }
}
