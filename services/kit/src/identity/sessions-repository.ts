import type { Store, StoreCollection } from '../store';
import { hashToken, newSessionToken } from './tokens';

export interface SessionDoc {
  /** SHA-256 of the token */
  _id: string;
  accountId: string;
  /** wallet that signed in */
  address: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface Session {
  id: string;
  accountId: string;
  address: string;
  expiresAt: Date;
}

const toSession = (doc: SessionDoc): Session => ({
  id: doc._id,
  accountId: doc.accountId,
  address: doc.address,
  expiresAt: doc.expiresAt,
});

/** Login sessions. Expiry is enforced in code (FerretDB 1.x has no TTL indexes). */
export class SessionsRepository {
  private readonly sessions: StoreCollection<SessionDoc>;

  constructor(store: Store) {
    this.sessions = store.collection<SessionDoc>('sessions');
  }

  async ensureIndexes(): Promise<void> {
    await this.sessions.createIndex({ name: 'accountId_1', key: { accountId: 1 } });
    await this.sessions.createIndex({ name: 'expiresAt_1', key: { expiresAt: 1 } });
  }

  async create(accountId: string, address: string, ttlMs: number, now = new Date()): Promise<{ token: string; session: Session }> {
    const token = newSessionToken();
    const doc: SessionDoc = { _id: hashToken(token), accountId, address, createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) };
    await this.sessions.insertOne(doc);
    return { token, session: toSession(doc) };
  }

  /** The live session for a token, or null when unknown or expired. */
  async findByToken(token: string, now = new Date()): Promise<Session | null> {
    const doc = await this.sessions.findOne({ _id: hashToken(token) });
    if (!doc) return null;
    if (doc.expiresAt.getTime() <= now.getTime()) {
      await this.sessions.deleteOne({ _id: doc._id });
      return null;
    }
    return toSession(doc);
  }

  async revoke(sessionId: string): Promise<boolean> {
    return (await this.sessions.deleteOne({ _id: sessionId })) === 1;
  }

  async purgeExpired(now = new Date()): Promise<number> {
    return this.sessions.deleteMany({ expiresAt: { $lte: now } });
  }
}
