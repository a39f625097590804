import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { AppError } from '../src/errors';
import { ServiceError, type ServiceErrorMessages } from '../src/errors/service-error';
import { errorBody } from '../src/plugins/error-handler';

const MESSAGES = {
  SHOP_CLOSED: { es: 'La tienda está cerrada', en: 'The shop is closed', pt: 'A loja está fechada' },
} as const satisfies ServiceErrorMessages<string>;

class ShopError extends ServiceError<keyof typeof MESSAGES> {
  constructor(code: keyof typeof MESSAGES, detail?: string) {
    super(409, code, MESSAGES[code], { detail });
  }
}

describe('ServiceError: a service’s own error codes', () => {
  it('is an AppError with the service’s code, status and texts, sent as { error, code } in the caller’s language', async () => {
    const error = new ShopError('SHOP_CLOSED', 'until Monday');
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 409, code: 'SHOP_CLOSED', serviceCode: 'SHOP_CLOSED', message: 'SHOP_CLOSED: until Monday', name: 'AppError' });
    expect(error.localized('en')).toBe('The shop is closed: until Monday');
    const app = Fastify();
    app.get('/', async (request) => errorBody(request, error));
    const res = await app.inject({ url: '/', headers: { 'accept-language': 'pt-BR' } });
    expect(res.json()).toEqual({ error: 'A loja está fechada: until Monday', code: 'SHOP_CLOSED' });
    await app.close();
  });

  it('takes the texts a thrower names instead of the code’s own', () => {
    const error = new (class extends ServiceError<'SHOP_CLOSED'> {})(402, 'SHOP_CLOSED', { es: 'Solo socios', en: 'Members only', pt: 'Só sócios' });
    expect(error.localized('es')).toBe('Solo socios');
    expect(error.statusCode).toBe(402);
  });
});
