import type { ErrorCode, Language } from '@criadero/api-contracts/errors';
import { AppError, type AppErrorOptions } from './app-error';

/** A service's own codes and their texts in every language: `{ CODE: { es, en, pt } }`. */
export type ServiceErrorMessages<Code extends string> = Record<Code, Record<Language, string>>;

/**
 * The one way a service declares errors of its own. The platform's codes
 * (`@criadero/api-contracts/errors`) are a closed list with their texts; a service's stable
 * codes and their texts live in its contract module (`@criadero/api-contracts/<service>`), and
 * leave through the platform's error handler in the same `{ error, code }` shape, in the caller's
 * language (the front ends show it as it is). The subclass lives in the service's `src/errors.ts`:
 *
 *     export class HorseError extends ServiceError<HorseErrorCode> {
 *       constructor(status: number, code: HorseErrorCode, options?: AppErrorOptions) {
 *         super(status, code, HORSE_ERROR_MESSAGES[code], options);
 *       }
 *     }
 *
 * `texts` are this error's (usually the code's own entry; a thrower may name more precise ones).
 */
export class ServiceError<Code extends string> extends AppError {
  /** the code with its own type (`code` is typed as the platform's list for the error body) */
  readonly serviceCode: Code;
  private readonly texts: Record<Language, string>;

  constructor(statusCode: number, code: Code, texts: Record<Language, string>, options: AppErrorOptions = {}) {
    // The only place a service code stands in for a platform one: the error body's `code` is
    // either, and `localized` below never looks the service code up in the platform's list.
    super(statusCode, code as string as ErrorCode, options);
    this.serviceCode = code;
    this.texts = texts;
  }

  override localized(language: Language): string {
    const base = this.texts[language];
    return this.detail ? `${base}: ${this.detail}` : base;
  }
}
