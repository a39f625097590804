import { getPart } from '@criadero/genetics';
import type { Language } from '@criadero/api-contracts/errors';
import { AxieError } from '../errors';

/** Discord's own hosts for webhooks; nothing else is ever called with a player's URL. */
const DISCORD_WEBHOOK_HOSTS = ['discord.com', 'discordapp.com', 'canary.discord.com', 'ptb.discord.com'];

// /api/webhooks/<snowflake id>/<token> (optionally /api/v10/webhooks/…)
const WEBHOOK_PATH = /^\/api(?:\/v\d{1,2})?\/webhooks\/(\d{15,22})\/([A-Za-z0-9_-]{20,100})\/?$/;
// a forum or thread channel's webhook posts into one thread: `?thread_id=<snowflake>` (Execute Webhook's
// query parameter, https://discord.com/developers/docs/resources/webhook#execute-webhook)
const THREAD_ID = /^\d{15,22}$/;

/**
 * A player's Discord webhook URL, checked: https on the default port, one of Discord's hosts, no
 * credentials or fragment, a webhook path, and no query but a thread's `thread_id`. 400
 * WEBHOOK_URL_INVALID otherwise. Returns the URL as it will be called.
 */
export function checkDiscordWebhookUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new AxieError(400, 'WEBHOOK_URL_INVALID');
  }
  const query = [...url.searchParams.entries()];
  const threadId = query.length === 1 && query[0]![0] === 'thread_id' && THREAD_ID.test(query[0]![1]) ? query[0]![1] : null;
  const ok =
    url.protocol === 'https:' &&
    url.port === '' &&
    !url.username &&
    !url.password &&
    (!url.search || threadId !== null) &&
    !url.hash &&
    DISCORD_WEBHOOK_HOSTS.includes(url.hostname) &&
    WEBHOOK_PATH.test(url.pathname);
  if (!ok) throw new AxieError(400, 'WEBHOOK_URL_INVALID');
  return `https://${url.hostname}${url.pathname.replace(/\/$/, '')}${threadId ? `?thread_id=${threadId}` : ''}`;
}

/** What the player sees of a stored webhook: the last digits of its id (the token is a secret). */
export function webhookHint(url: string): string {
  const id = WEBHOOK_PATH.exec(new URL(url).pathname)?.[1] ?? '';
  return `…${id.slice(-4)}`;
}

/** What an alert's Discord message says, fixed when the alert is raised. */
export interface AlertMessage {
  watchName: string;
  axieId: string;
  kind: 'listed' | 'repriced';
  priceUsd: number | null;
  language: Language;
  /** the axie's class and shown part ids (PART_TYPES order) */
  axieClass?: string;
  parts?: string[];
  /** an absolute image URL, when there is one Discord can fetch */
  imageUrl?: string | null;
  /** where the link goes: the marketplace's page of a real listing, the site's own view of a sample axie (null: none known) */
  link: string | null;
  /** the axie is of the generated sample market, not a real listing */
  sample: boolean;
}

const TEXTS: Record<Language, { listed: string; repriced: string; price: string; parts: string; sample: string }> = {
  es: { listed: 'nuevo anuncio', repriced: 'nuevo precio', price: 'Precio', parts: 'Partes', sample: 'Datos de ejemplo generados: no es un anuncio real' },
  en: { listed: 'new listing', repriced: 'new price', price: 'Price', parts: 'Parts', sample: 'Generated sample data: not a real listing' },
  pt: { listed: 'novo anúncio', repriced: 'novo preço', price: 'Preço', parts: 'Partes', sample: 'Dados de exemplo gerados: não é um anúncio real' },
};

/** Discord's class colours are ours: the embed's side bar in the axie's class colour. */
const CLASS_COLOURS: Record<string, number> = {
  beast: 0xfdb014,
  aquatic: 0x00b8ce,
  plant: 0x6cc000,
  bird: 0xff8bbd,
  bug: 0xff5341,
  reptile: 0xdc8be4,
  mech: 0xc6bdd4,
  dawn: 0xbeceff,
  dusk: 0x129092,
};

/**
 * The webhook body: a one-line `content` (what notifications show) and an embed with the axie's
 * image, price, shown parts and link (Execute Webhook's `embeds`, at most 10 with 25 fields each:
 * https://discord.com/developers/docs/resources/message#embed-object). Mentions are disabled.
 */
function alertMessageBody(alert: AlertMessage): object {
  const t = TEXTS[alert.language];
  const price = alert.priceUsd === null ? '' : ` · ${alert.priceUsd.toFixed(2)} USD`;
  const sample = alert.sample ? ` · ${t.sample}` : '';
  const partNames = (alert.parts ?? []).map((id) => getPart(id)?.name ?? id);
  const fields = [
    ...(alert.priceUsd === null ? [] : [{ name: t.price, value: `${alert.priceUsd.toFixed(2)} USD`, inline: true }]),
    ...(partNames.length ? [{ name: t.parts, value: partNames.join(' · '), inline: false }] : []),
  ];
  return {
    content: `🔔 ${alert.watchName}: Axie #${alert.axieId} (${t[alert.kind]})${price}${sample}${alert.link ? `\n${alert.link}` : ''}`,
    embeds: [
      {
        title: `Axie #${alert.axieId}${alert.axieClass ? ` · ${alert.axieClass}` : ''}`,
        ...(alert.link ? { url: alert.link } : {}),
        description: `${alert.watchName}: ${t[alert.kind]}${alert.sample ? `\n${t.sample}` : ''}`,
        ...(alert.axieClass && CLASS_COLOURS[alert.axieClass] !== undefined ? { color: CLASS_COLOURS[alert.axieClass] } : {}),
        ...(alert.imageUrl ? { image: { url: alert.imageUrl } } : {}),
        fields,
      },
    ],
    allowed_mentions: { parse: [] },
  };
}

/** How a call to a webhook ended, as the delivery queue acts on it. */
export type DiscordOutcome =
  | { kind: 'sent' }
  /** 429 (retry after `retryAfterMs` when Discord said) or 5xx, a timeout, a network error: try again later */
  | { kind: 'retry'; status: number | null; retryAfterMs: number | null; reason: string }
  /** 401/403/404: the webhook is gone or its token revoked; never call it again */
  | { kind: 'gone'; status: number }
  /** any other refusal (400: a body Discord does not take): this message will never be taken */
  | { kind: 'refused'; status: number };

/**
 * Discord's 429 says when to try again: `retry_after` in seconds (a float) in the JSON body and
 * `Retry-After` in seconds in the headers (https://discord.com/developers/docs/topics/rate-limits).
 */
async function retryAfterOf(response: Response): Promise<number | null> {
  let seconds = Number.NaN;
  try {
    const body = (await response.json()) as { retry_after?: unknown };
    seconds = Number(body.retry_after);
  } catch {
    // no JSON body: the header below
  }
  if (!Number.isFinite(seconds)) seconds = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds * 1000) : null;
}

export interface DiscordSenderOptions {
  timeoutMs?: number;
  /**
   * TEST ONLY, never read from the environment: the origin (`http://127.0.0.1:<port>`) that
   * receives the messages instead of Discord's host; the path and query are the webhook's.
   */
  testOrigin?: string;
}

/**
 * Posts alert messages to Discord webhooks: redirects are refused (a webhook never redirects;
 * following one would send the message elsewhere), a timeout bounds each call, and every answer
 * is told apart so the delivery queue knows whether to try again, wait, or give the webhook up.
 */
export class DiscordSender {
  private readonly timeoutMs: number;

  constructor(private readonly options: DiscordSenderOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 5000;
  }

  /** One call; `signal` cuts it short (the app is closing). */
  async send(webhookUrl: string, alert: AlertMessage, signal?: AbortSignal): Promise<DiscordOutcome> {
    const checked = new URL(checkDiscordWebhookUrl(webhookUrl));
    const target = this.options.testOrigin ? `${this.options.testOrigin}${checked.pathname}${checked.search}` : checked.href;
    let response: Response;
    try {
      response = await fetch(target, {
        method: 'POST',
        redirect: 'error',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(alertMessageBody(alert)),
        signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(this.timeoutMs)]) : AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const redirect = error instanceof TypeError && /redirect/i.test(String((error as { cause?: unknown }).cause ?? error.message));
      if (redirect) return { kind: 'refused', status: 0 };
      return { kind: 'retry', status: null, retryAfterMs: null, reason: (error as Error).name === 'TimeoutError' ? 'timeout' : 'network' };
    }
    if (response.ok) {
      await response.body?.cancel();
      return { kind: 'sent' };
    }
    if (response.status === 429) return { kind: 'retry', status: 429, retryAfterMs: await retryAfterOf(response), reason: 'rate limited' };
    await response.body?.cancel();
    if (response.status >= 500) return { kind: 'retry', status: response.status, retryAfterMs: null, reason: `HTTP ${response.status}` };
    if (response.status === 401 || response.status === 403 || response.status === 404) return { kind: 'gone', status: response.status };
    return { kind: 'refused', status: response.status };
  }
}
