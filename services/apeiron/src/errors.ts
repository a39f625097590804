import type { Language } from '@criadero/api-contracts/errors';
import { ServiceError } from '@criadero/service-kit/errors';

// The server words every refusal in the caller's language (docs/architecture.md, "Errors"): these
// are Apeiron's own texts for platform codes, more precise than the platform's generic ones.

/** 503 NOT_READY: the game's data source (the Apeiron API or the imported data) did not answer. */
export const sourceUnavailable = (cause: unknown) =>
  new ServiceError(
    503,
    'NOT_READY',
    {
      es: 'Los datos de Apeiron no están disponibles ahora; inténtalo más tarde',
      en: 'Apeiron data is not available right now; try again later',
      pt: 'Os dados de Apeiron não estão disponíveis agora; tente mais tarde',
    },
    { cause },
  );

/** 404 NOT_FOUND naming the planet ids the player typed that are not in the data. */
export function planetsNotFound(ids: readonly string[]) {
  const list = ids.map((id) => `#${id}`).join(', ');
  const texts: Record<Language, string> = {
    es: `No hay ningún planeta ${list} en los datos: revisa los ids.`,
    en: `There is no planet ${list} in the data: check the ids.`,
    pt: `Não há nenhum planeta ${list} nos dados: confira os ids.`,
  };
  return new ServiceError(404, 'NOT_FOUND', texts);
}
