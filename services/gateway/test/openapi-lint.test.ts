import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { gatewayOn } from './support/gateway-on-store';

/**
 * The whole gateway's OpenAPI document (every service's routes) as tools other than ours read it:
 * Redocly's linter with its `recommended` rules (structure valid for OpenAPI 3.1, an operationId
 * per operation, servers, …) finds no error. Warnings are printed, not failed: they are advice.
 */
describe('GET /api/openapi.json', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await gatewayOn(new EmbeddedStore());
  }, 60_000);
  afterAll(async () => app?.close());

  it("passes Redocly's recommended ruleset with no error", async () => {
    const res = await app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const problems = await lintFromString({ source: res.body, absoluteRef: '/api/openapi.json', config: await createConfig({ extends: ['recommended'] }) });
    const line = (p: (typeof problems)[number]) => `${p.ruleId}: ${p.message} at ${p.location.map((l) => l.pointer).join(', ')}`;
    const warnings = problems.filter((p) => p.severity === 'warn');
    const byRule = new Map<string, number>();
    for (const warning of warnings) byRule.set(warning.ruleId, (byRule.get(warning.ruleId) ?? 0) + 1);
    if (warnings.length > 0) console.log(`${warnings.length} warnings, by rule: ${JSON.stringify(Object.fromEntries(byRule))}`);
    expect(problems.filter((p) => p.severity === 'error').map(line)).toEqual([]);
  }, 60_000);
});
