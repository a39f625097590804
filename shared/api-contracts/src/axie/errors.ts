import type { ErrorTexts, Language } from '../errors';

/**
 * Error codes of the axie service that the shared catalogue (`../errors`) does not have yet, with
 * their texts. They leave through the platform's error handler like any AppError: `{ error, code }`.
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
  // wallet lists: the limit's own text names the numbers (see the wallet-lists route)
  WALLET_LIST_LIMIT: {
    es: 'Tu plan no permite más listas de wallets ni más wallets por lista',
    en: 'Your plan allows no more wallet lists or wallets per list',
    pt: 'Seu plano não permite mais listas de carteiras nem mais carteiras por lista',
  },
  WALLET_LIST_NAME_TAKEN: {
    es: 'Ya tienes una lista con ese nombre (sin distinguir mayúsculas)',
    en: 'You already have a list with that name (case ignored)',
    pt: 'Você já tem uma lista com esse nome (sem diferenciar maiúsculas)',
  },
  WALLET_LIST_DUPLICATE_WALLET: {
    es: 'Una wallet aparece dos veces en la misma lista',
    en: 'A wallet appears twice in the same list',
    pt: 'Uma carteira aparece duas vezes na mesma lista',
  },
  WALLET_LIST_BLANK_NAME: {
    es: 'El nombre de la lista no puede estar vacío',
    en: 'The list name cannot be blank',
    pt: 'O nome da lista não pode ficar vazio',
  },
  // shared links of the breeding calculator and the Axies a player hid
  SHARE_LINK_NOT_FOUND: {
    es: 'Ese enlace no existe o no es de esta página: pide a quien te lo dio que lo copie de nuevo',
    en: 'That link does not exist or is not from this page: ask whoever gave it to you to copy it again',
    pt: 'Esse link não existe ou não é desta página: peça a quem o enviou que o copie de novo',
  },
  HIDDEN_AXIES_LIMIT: {
    es: 'Puedes ocultar hasta 20.000 Axies: restaura algunos antes de ocultar más',
    en: 'You can hide up to 20,000 Axies: restore some before hiding more',
    pt: 'Você pode ocultar até 20.000 Axies: restaure alguns antes de ocultar mais',
  },
  // watched searches (alerts): the texts of a refused watch
  WATCH_LIMIT_REACHED: {
    es: 'Has llegado al máximo de búsquedas vigiladas de tu plan',
    en: 'You have reached the most watched searches your plan allows',
    pt: 'Você chegou ao máximo de buscas vigiadas do seu plano',
  },
  WATCH_NOT_FOUND: { es: 'No encontramos esa búsqueda vigilada', en: 'We could not find that watched search', pt: 'Não encontramos essa busca vigiada' },
  WATCH_FILTER_TOO_BROAD: {
    es: 'Elige al menos un filtro además del precio (partes, clases, crías, pureza…) para vigilar una búsqueda',
    en: 'Choose at least one filter besides the price (parts, classes, breeds, purity…) to watch a search',
    pt: 'Escolha pelo menos um filtro além do preço (partes, classes, crias, pureza…) para vigiar uma busca',
  },
  WEBHOOK_URL_INVALID: {
    es: 'La URL del webhook debe ser un webhook de Discord (https://discord.com/api/webhooks/…)',
    en: 'The webhook URL must be a Discord webhook (https://discord.com/api/webhooks/…)',
    pt: 'A URL do webhook deve ser um webhook do Discord (https://discord.com/api/webhooks/…)',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type AxieErrorCode = keyof typeof AXIE_ERROR_MESSAGES;

/**
 * WALLET_LIST_LIMIT's text naming the plan's limits (`{lists}` lists of `{wallets}` wallets) and,
 * when a higher plan allows more, that plan's (`{higherLists}` of `{higherWallets}`).
 */
export const WALLET_LIST_LIMIT_MESSAGES = {
  TOP_PLAN: {
    es: 'Tu plan no permite más listas de wallets ni más wallets por lista: hasta {lists} listas de {wallets} wallets',
    en: 'Your plan allows no more wallet lists or wallets per list: up to {lists} lists of {wallets} wallets',
    pt: 'Seu plano não permite mais listas de carteiras nem mais carteiras por lista: até {lists} listas de {wallets} carteiras',
  },
  HIGHER_PLAN_EXISTS: {
    es: 'Tu plan no permite más listas de wallets ni más wallets por lista: hasta {lists} listas de {wallets} wallets (un plan superior permite {higherLists} de {higherWallets})',
    en: 'Your plan allows no more wallet lists or wallets per list: up to {lists} lists of {wallets} wallets (a higher plan allows {higherLists} of {higherWallets})',
    pt: 'Seu plano não permite mais listas de carteiras nem mais carteiras por lista: até {lists} listas de {wallets} carteiras (um plano superior permite {higherLists} de {higherWallets})',
  },
} as const satisfies Record<string, ErrorTexts>;

/** Error codes of the other Axie tools (leaderboard, catalogue, sales history, tree, showroom). */
export const TOOLS_ERROR_MESSAGES = {
  ORIGINS_UNAVAILABLE: {
    es: 'La API de Origins no responde ahora',
    en: 'The Origins API is not answering right now',
    pt: 'A API do Origins não está respondendo agora',
  },
  SEASON_NOT_AVAILABLE: {
    es: 'No hay clasificación para esa temporada',
    en: 'There is no leaderboard for that season',
    pt: 'Não há classificação para essa temporada',
  },
  TEAM_NOT_AVAILABLE: {
    es: 'No hay datos de combate con el equipo de este jugador',
    en: "No battle data gives this player's team",
    pt: 'Não há dados de batalha com a equipe deste jogador',
  },
  AXIE_NOT_FOUND: { es: 'No encontramos ese Axie', en: 'We could not find that Axie', pt: 'Não encontramos esse Axie' },
  // an id outside the loaded data, and no AXIE_API_KEY to ask the marketplace
  LIVE_LOOKUP_NOT_CONFIGURED: {
    es: 'Ese Axie no está en los datos cargados y la consulta en vivo al marketplace no está configurada en este servidor',
    en: 'That Axie is not in the loaded data and the live marketplace lookup is not configured on this server',
    pt: 'Esse Axie não está nos dados carregados e a consulta ao vivo ao marketplace não está configurada neste servidor',
  },
  INVALID_RANGE: {
    es: 'El mínimo no puede ser mayor que el máximo',
    en: 'The minimum cannot be greater than the maximum',
    pt: 'O mínimo não pode ser maior que o máximo',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ToolsErrorCode = keyof typeof TOOLS_ERROR_MESSAGES;
