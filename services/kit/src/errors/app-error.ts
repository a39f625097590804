import { ERROR_MESSAGES, type ErrorCode, type Language } from '@criadero/api-contracts/errors';

export interface AppErrorOptions {
  /** credits left, sent as `creditos` where credits are involved */
  creditos?: number;
  /** extra detail appended to the localised message (e.g. which field) */
  detail?: string;
  cause?: unknown;
}

/**
 * An error the client caused or should know about. The error handler turns it
 * into `{ error, code, creditos? }` with this status; anything else is a 500.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly creditos: number | undefined;
  readonly detail: string | undefined;

  constructor(statusCode: number, code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.detail ? `${code}: ${options.detail}` : code, { cause: options.cause });
    this.statusCode = statusCode;
    this.code = code;
    this.creditos = options.creditos;
    this.detail = options.detail;
  }

  /** The message the UI shows, in `language`. */
  localized(language: Language): string {
    const base = ERROR_MESSAGES[this.code][language];
    return this.detail ? `${base}: ${this.detail}` : base;
  }
}

export const badRequest = (code: ErrorCode, detail?: string) => new AppError(400, code, { detail });
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED');
export const noCredit = (creditos: number) => new AppError(402, 'NO_CREDIT', { creditos });
export const notFound = (detail?: string) => new AppError(404, 'NOT_FOUND', { detail });
