import type { Language } from '@criadero/api-contracts/errors';
import { AxieError } from '../errors';

/** Discord's own hosts for webhooks; nothing else is ever called with a player's URL. */
const DISCORD_WEBHOOK_HOSTS = ['discord.com', 'discordapp.com', 'canary.discord.com', 'ptb.discord.com'];

// /api/webhooks/<snowflake id>/<token> (optionally /api/v10/webhooks/…)
const WEBHOOK_PATH = /^\/api(?:\/v\d{1,2})?\/webhooks\/(\d{15,22})\/([A-Za-z0-9_-]{20,100})\/?$/;

/**
 * A player's Discord webhook URL, checked: https on the default port, one of Discord's hosts, no
 * credentials, query or fragment, and a webhook path. 400 WEBHOOK_URL_INVALID otherwise. Returns the
 * URL as it will be called.
 */
export function checkDiscordWebhookUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new AxieError(400, 'WEBHOOK_URL_INVALID');
  }
  const ok =
    url.protocol === 'https:' &&
    url.port === '' &&
    !url.username &&
    !url.password &&
    !url.search &&
    !url.hash &&
    DISCORD_WEBHOOK_HOSTS.includes(url.hostname) &&
    WEBHOOK_PATH.test(url.pathname);
  if (!ok) throw new AxieError(400, 'WEBHOOK_URL_INVALID');
  return `https://${url.hostname}${url.pathname.replace(/\/$/, '')}`;
}

/** What the player sees of a stored webhook: the last digits of its id (the token is a secret). */
export function webhookHint(url: string): string {
  const id = WEBHOOK_PATH.exec(new URL(url).pathname)?.[1] ?? '';
  return `…${id.slice(-4)}`;
}

export interface AlertMessage {
  watchName: string;
  axieId: string;
  kind: 'listed' | 'repriced';
  priceUsd: number | null;
  language: Language;
}

const TEXTS: Record<Language, { listed: string; repriced: string }> = {
  es: { listed: 'nuevo anuncio', repriced: 'nuevo precio' },
  en: { listed: 'new listing', repriced: 'new price' },
  pt: { listed: 'novo anúncio', repriced: 'novo preço' },
};

/** The message's text: the watch, the axie, its price and a link to it on the official marketplace. */
function alertMessageText(alert: AlertMessage): string {
  const price = alert.priceUsd === null ? '' : ` · ${alert.priceUsd.toFixed(2)} USD`;
  return `🔔 ${alert.watchName}: Axie #${alert.axieId} (${TEXTS[alert.language][alert.kind]})${price}\nhttps://app.axieinfinity.com/marketplace/axies/${alert.axieId}/`;
}

export interface DiscordSenderOptions {
  timeoutMs?: number;
  /**
   * TEST ONLY, never read from the environment: the origin (`http://127.0.0.1:<port>`) that
   * receives the messages instead of Discord's host; the path is the webhook's.
   */
  testOrigin?: string;
}

/**
 * Posts alert messages to Discord webhooks: redirects are refused (a webhook never redirects;
 * following one would send the message elsewhere), a timeout bounds each call.
 */
export class DiscordSender {
  private readonly timeoutMs: number;

  constructor(private readonly options: DiscordSenderOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 5000;
  }

  /** Resolves when Discord accepted the message; throws otherwise. */
  async send(webhookUrl: string, alert: AlertMessage): Promise<void> {
    const checked = checkDiscordWebhookUrl(webhookUrl);
    const target = this.options.testOrigin ? `${this.options.testOrigin}${new URL(checked).pathname}` : checked;
    const response = await fetch(target, {
      method: 'POST',
      redirect: 'error',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: alertMessageText(alert), allowed_mentions: { parse: [] } }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`Discord webhook answered ${response.status}`);
  }
}
