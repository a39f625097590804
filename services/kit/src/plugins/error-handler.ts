import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MongoNetworkError, MongoNotConnectedError, MongoServerSelectionError, MongoTopologyClosedError } from 'mongodb';
import { pickLanguage, type ErrorBody, type Language } from '@criadero/api-contracts/errors';
import { AppError } from '../errors';
import { StoreUnavailableError } from '../store';
import { StoreWriteError } from '../store/journal-fs';
import { API_SECURITY_HEADERS } from './security';

const BY_FASTIFY_CODE: Record<string, () => AppError> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => new AppError(413, 'PAYLOAD_TOO_LARGE'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new AppError(400, 'INVALID_JSON'),
  FST_ERR_CTP_INVALID_JSON_BODY: () => new AppError(400, 'INVALID_JSON'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => new AppError(400, 'VALIDATION_ERROR', { detail: 'content-length' }),
};

/** The database cannot be reached (down, restarting, network): the request may succeed later. */
export function isStoreUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (
      e instanceof StoreUnavailableError ||
      e instanceof StoreWriteError ||
      e instanceof MongoNetworkError ||
      e instanceof MongoServerSelectionError ||
      e instanceof MongoNotConnectedError ||
      e instanceof MongoTopologyClosedError
    ) {
      return true;
    }
  }
  return false;
}

/** Maps anything thrown in a request to the client-facing AppError. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isStoreUnavailable(error)) return new AppError(503, 'NOT_READY', { detail: 'store unavailable', cause: error });
  const err = error as Partial<FastifyError> & { name?: string };
  if (err.validation) return new AppError(400, 'VALIDATION_ERROR', { detail: err.message });
  const byCode = err.code ? BY_FASTIFY_CODE[err.code] : undefined;
  if (byCode) return byCode();
  if (err.name === 'ConflictRetryExhausted') return new AppError(409, 'CONFLICT');
  if (err.name === 'SyntaxError' && err.statusCode === 400) return new AppError(400, 'INVALID_JSON');
  const status = err.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 429) return new AppError(429, 'RATE_LIMITED');
    if (status === 401) return new AppError(401, 'UNAUTHENTICATED');
    if (status === 404) return new AppError(404, 'NOT_FOUND');
    if (status === 409) return new AppError(409, 'CONFLICT');
    if (status === 413) return new AppError(413, 'PAYLOAD_TOO_LARGE');
    if (status === 415) return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
    return new AppError(status, 'VALIDATION_ERROR', { detail: err.message });
  }
  return new AppError(500, 'INTERNAL', { cause: error });
}

/** The caller's language (es, en or pt) from its Accept-Language header: what every localised text of an answer is in. */
export function languageOf(request: FastifyRequest): Language {
  return pickLanguage(request.headers['accept-language']);
}

export function errorBody(request: FastifyRequest, error: AppError): ErrorBody {
  const body: ErrorBody = { error: error.localized(languageOf(request)), code: error.code };
  if (error.creditos !== undefined) body.creditos = error.creditos;
  return body;
}

/** JSON 404 for unknown routes; exported for hosts (the gateway) that install their own not-found handler. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.status(404).send(errorBody(request, new AppError(404, 'NOT_FOUND', { detail: `${request.method} ${request.url.split('?')[0]}` })));
}

const FRAMEWORK_ERRORS: Record<string, () => AppError> = {
  FST_ERR_BAD_URL: () => new AppError(400, 'VALIDATION_ERROR', { detail: 'malformed URL' }),
  FST_ERR_MAX_PARAM_LENGTH: () => new AppError(414, 'VALIDATION_ERROR', { detail: 'path parameter too long' }),
};

/**
 * The server's `frameworkErrors` (see createFastify): Fastify answers a URL its router cannot
 * decode (FST_ERR_BAD_URL) or a path parameter over `maxParamLength` (FST_ERR_MAX_PARAM_LENGTH,
 * 414) before any hook runs, so without this they left in Fastify's own shape and without the
 * security headers. Same `{ error, code }` body and API headers as every other refusal.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const appError = FRAMEWORK_ERRORS[error.code]?.() ?? toAppError(error);
  request.log.info({ code: appError.code, status: appError.statusCode, detail: appError.detail }, 'request refused by the router');
  void reply.headers(API_SECURITY_HEADERS).status(appError.statusCode).send(errorBody(request, appError));
}

/**
 * The server's `clientErrorHandler` (see createFastify): bytes Node's HTTP parser cannot read (a
 * malformed request line or header, headers over the limit) never reach Fastify's routing, so
 * Node answered them bare. Same `{ error, code }` body and API security headers as every other
 * refusal; the request could not be read, so the language is the default (Spanish).
 */
export function refuseUnparsable(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const appError = tooLarge ? new AppError(431, 'VALIDATION_ERROR', { detail: 'headers too large' }) : new AppError(400, 'VALIDATION_ERROR', { detail: 'malformed request' });
  const body = JSON.stringify({ error: appError.localized('es'), code: appError.code });
  const headers = { ...API_SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), connection: 'close' };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(`HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n${head}\r\n${body}`);
}

export interface ErrorHandlerOptions {
  /** install the JSON not-found handler (default true) */
  notFound?: boolean;
}

/**
 * Every error leaves as `{ error, code, creditos? }` with a fitting status. A
 * user's mistake is a 4xx; a 5xx is logged with its stack and never sends it.
 */
export const errorHandlerPlugin = fp<ErrorHandlerOptions>(
  async (app, options) => {
    app.setErrorHandler((error, request, reply) => {
      let appError = toAppError(error);
      // the request's session could not be read (database down): "log in" would be false
      if (appError.code === 'UNAUTHENTICATED' && request.sessionUnavailable) appError = new AppError(503, 'NOT_READY', { cause: error });
      if (appError.statusCode === 503) reply.header('retry-after', '5');
      if (appError.statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info({ code: appError.code, status: appError.statusCode, detail: appError.detail }, 'request refused');
      }
      return reply.status(appError.statusCode).send(errorBody(request, appError));
    });
    if (options.notFound !== false) app.setNotFoundHandler((request, reply) => sendNotFound(request, reply));
  },
  { name: 'criadero-errors', fastify: '5.x' },
);
