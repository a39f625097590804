import type { FastifyInstance } from 'fastify';
import type { Locale, RouteNote } from '@criadero/remote-contract';
import { answerWithin } from './answer-within';

/** How long an answer is drawn into pages before it is asked again: the notes' data (a dataset's source and date) changes with an import, not per visit */
const FRESH_MS = 30_000;
/** A failed read is tried again this soon */
const RETRY_MS = 5_000;
/** Past this the page is served without its note rather than late */
const WAIT_MS = 500;

/** The read a page's note is drawn from (RouteNote's `read`): a GET of `path`, or a POST of `body` */
type NoteRead = Pick<NonNullable<RouteNote['read']>, 'path' | 'body'>;

/**
 * The answers of the services' reads a page's note is drawn from, asked in-process
 * (`app.inject`: the services run in the gateway) and kept a short while, so a page costs no
 * service read on most visits. A refusal, an answer that is not JSON, an error or a read slower
 * than WAIT_MS gives undefined: the page is served without its note.
 */
export function createNoteReads(app: Pick<FastifyInstance, 'inject'>, warn: (message: string) => void) {
  const answers = new Map<string, { until: number; answer: Promise<unknown> }>();

  const ask = async ({ path, body }: NoteRead, locale: Locale): Promise<unknown> => {
    const response = await app.inject({ method: body === undefined ? 'GET' : 'POST', url: path, headers: { accept: 'application/json', 'accept-language': locale }, payload: body });
    if (response.statusCode !== 200) throw new Error(`answered ${response.statusCode}`);
    return response.json();
  };

  /** The answer to `read` asked in `locale` (the services answer their texts in the asker's language) */
  return function noteAnswer(read: NoteRead, locale: Locale): Promise<unknown> {
    const { path } = read;
    // only the API's own reads: a manifest naming anything else draws no note
    if (!path.startsWith('/api/')) return Promise.resolve(undefined);
    const key = `${locale} ${path}${read.body === undefined ? '' : ` ${JSON.stringify(read.body)}`}`;
    const now = Date.now();
    const kept = answers.get(key);
    if (kept && kept.until > now) return kept.answer;
    const answer = answerWithin(ask(read, locale), WAIT_MS, undefined)
      .then((value) => {
        if (value === undefined) throw new Error(`no answer within ${WAIT_MS} ms`);
        return value;
      })
      .catch((error: unknown) => {
        warn(`the note read ${path} failed (${error instanceof Error ? error.message : String(error)}): pages are served without its note`);
        answers.set(key, { until: Date.now() + RETRY_MS, answer: Promise.resolve(undefined) });
        return undefined;
      });
    answers.set(key, { until: now + FRESH_MS, answer });
    return answer;
  };
}
