import { SiweMessage } from 'siwe';
import { AppError } from '@criadero/service-kit';
import type { NoncesRepository } from '../repositories/nonces-repository';

export interface SignInPolicy {
  /** hosts the message may name (the site the user is on) */
  domains: string[];
  allowedChainIds: number[];
}

/**
 * Checks an EIP-4361 message and its signature and spends its nonce.
 * Returns the lower-case address that signed. Order matters: the nonce is
 * consumed only once the signature is known to be good, and only once.
 */
export async function verifySignIn(
  input: { message: string; signature: string },
  policy: SignInPolicy,
  nonces: NoncesRepository,
  now = new Date(),
): Promise<string> {
  let message: SiweMessage;
  try {
    message = new SiweMessage(input.message);
  } catch (error) {
    throw new AppError(400, 'SIWE_MESSAGE_INVALID', { detail: 'not an EIP-4361 message', cause: error });
  }
  if (!policy.domains.includes(message.domain)) {
    throw new AppError(400, 'SIWE_MESSAGE_INVALID', { detail: `domain ${message.domain} is not this site` });
  }
  if (!policy.allowedChainIds.includes(message.chainId)) {
    throw new AppError(400, 'SIWE_MESSAGE_INVALID', { detail: `chain ${message.chainId} is not accepted` });
  }
  const result = await message.verify({ signature: input.signature, time: now.toISOString() }, { suppressExceptions: true });
  if (!result.success) {
    const expired = /expired|not yet valid/i.test(String(result.error?.type));
    throw new AppError(401, expired ? 'NONCE_INVALID' : 'SIGNATURE_INVALID', { cause: result.error });
  }
  if (!(await nonces.consume(message.nonce, now))) throw new AppError(401, 'NONCE_INVALID');
  return message.address.toLowerCase();
}
