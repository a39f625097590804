import { describe, expect, it } from 'vitest';
import { buildServiceApp } from '../src';
import { EmbeddedStore } from '../src/store';
import { testConfig } from '../src/testing';

declare module 'fastify' {
  interface FastifyInstance {
    greeting?: string;
    lifted?: string;
  }
}

describe('buildServiceApp: one service on its own', () => {
  it('puts the platform first, then the root part, then the routes under /api', async () => {
    const store = new EmbeddedStore();
    const app = await buildServiceApp(testConfig(), { store, logger: false }, {
      title: 'Criadero test service',
      root: async (root) => void root.decorate('greeting', 'hola'),
      api: async (api, root) => {
        api.get('/hello', async () => ({ greeting: app.greeting, stored: app.store === store }));
        api.decorate('lifted', 'arriba');
        api.after(() => root.decorate('lifted', api.lifted)); // what a service's tests reach on the root
      },
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/hello' })).json()).toEqual({ greeting: 'hola', stored: true });
      expect((await app.inject({ method: 'GET', url: '/hello' })).statusCode).toBe(404); // routes live under /api only
      expect(app.lifted).toBe('arriba');
      const docs = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { info: { title: string } };
      expect(docs.info.title).toBe('Criadero test service');
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
