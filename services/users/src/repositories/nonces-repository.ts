import { randomBytes } from 'node:crypto';
import { insertIfAbsent, type Store, type StoreCollection } from '@criadero/service-kit/store';

interface NonceDoc {
  _id: string;
  issuedAt: Date;
  expiresAt: Date;
}

interface NonceUseDoc {
  _id: string;
  usedAt: Date;
  /** when the use record may be swept: after the nonce itself expired */
  expiresAt: Date;
}

/**
 * Server-issued, single-use login nonces. "Used" is an insert into a second
 * collection whose unique `_id` is the nonce, so two concurrent logins with one
 * nonce cannot both win, on FerretDB as on MongoDB. Expiry is checked in code.
 */
export class NoncesRepository {
  private readonly nonces: StoreCollection<NonceDoc>;
  private readonly uses: StoreCollection<NonceUseDoc>;

  constructor(store: Store) {
    this.nonces = store.collection<NonceDoc>('auth_nonces');
    this.uses = store.collection<NonceUseDoc>('auth_nonce_uses');
  }

  async ensureIndexes(): Promise<void> {
    await this.nonces.createIndex({ name: 'expiresAt_1', key: { expiresAt: 1 } });
    await this.uses.createIndex({ name: 'expiresAt_1', key: { expiresAt: 1 } });
  }

  async issue(ttlMs: number, now = new Date()): Promise<{ nonce: string; issuedAt: Date; expiresAt: Date }> {
    const doc: NonceDoc = { _id: randomBytes(16).toString('hex'), issuedAt: now, expiresAt: new Date(now.getTime() + ttlMs) };
    await this.nonces.insertOne(doc);
    return { nonce: doc._id, issuedAt: doc.issuedAt, expiresAt: doc.expiresAt };
  }

  /** true exactly once for a live nonce this server issued. */
  async consume(nonce: string, now = new Date()): Promise<boolean> {
    const issued = await this.nonces.findOne({ _id: nonce });
    if (!issued || issued.expiresAt.getTime() <= now.getTime()) return false;
    if (!(await insertIfAbsent(this.uses, { _id: nonce, usedAt: now, expiresAt: issued.expiresAt }))) return false;
    await this.nonces.deleteOne({ _id: nonce });
    return true;
  }

  /** Removes expired nonces and use records (no TTL indexes on FerretDB 1.x). */
  async purgeExpired(now = new Date()): Promise<number> {
    return (await this.nonces.deleteMany({ expiresAt: { $lte: now } })) + (await this.uses.deleteMany({ expiresAt: { $lte: now } }));
  }
}
