import type { Language } from '@criadero/api-contracts/errors';
import { ServiceError } from '@criadero/service-platform/errors';

/**
 * Error codes of the axie service that the shared catalogue
 * (`@criadero/api-contracts/errors`) does not have yet. They leave through the
 * platform's error handler like any AppError: `{ error, code }`.
 */
export const AXIE_ERROR_MESSAGES = {
  NO_PART_FILTER: {
    es: 'Debes seleccionar al menos un filtro de parte para realizar la búsqueda de breeding',
    en: 'Select at least one part filter to search for breeding partners',
    pt: 'Selecione pelo menos um filtro de parte para fazer a busca de breeding',
  },
  IMAGE_GENERATION_FAILED: {
    es: 'No se pudo generar la imagen del Axie.',
    en: 'The Axie image could not be generated.',
    pt: 'Não foi possível gerar a imagem do Axie.',
  },
  AXIE_CANNOT_BREED: {
    es: 'Este Axie no puede criar (huevo o 7 crías)',
    en: 'This Axie cannot breed (egg or 7 breeds)',
    pt: 'Este Axie não pode procriar (ovo ou 7 crias)',
  },
  UNKNOWN_PART: { es: 'Parte desconocida', en: 'Unknown part', pt: 'Parte desconhecida' },
  MARKET_UNAVAILABLE: {
    es: 'El marketplace no está disponible por ahora',
    en: 'The marketplace is unavailable right now',
    pt: 'O marketplace está indisponível no momento',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type AxieErrorCode = keyof typeof AXIE_ERROR_MESSAGES;

export class AxieError extends ServiceError<AxieErrorCode> {
  constructor(statusCode: number, code: AxieErrorCode, detail?: string, cause?: unknown) {
    super(statusCode, code, AXIE_ERROR_MESSAGES[code], { detail, cause });
  }
}
