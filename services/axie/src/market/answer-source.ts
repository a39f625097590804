import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf } from '@criadero/service-kit';
import type { SourceInfo } from '@criadero/api-contracts/axie';
import { MARKET_LABELS } from './sources/labels';

/** The `source` of a tool's answer read from the loaded market: its kind, its label in the caller's language, its date. */
export function marketSource(app: FastifyInstance, request: FastifyRequest): SourceInfo {
  const info = app.axieMarket.loader.info;
  return { kind: info.kind, label: MARKET_LABELS[info.kind][languageOf(request)], asOf: info.asOf };
}

/** The `source` of an answer asked of the marketplace now (a real axie the index lacks). */
export function liveSource(request: FastifyRequest): SourceInfo {
  return { kind: 'live', label: MARKET_LABELS.live[languageOf(request)], asOf: new Date().toISOString().slice(0, 10) };
}
