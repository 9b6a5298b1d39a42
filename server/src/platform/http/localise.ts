import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf, type ServerLanguage } from '#server/platform/i18n/language.ts';
import { translate } from '#server/platform/i18n/translate.ts';

/** The language the request asked for with Accept-Language (zh_CN when it asked for nothing we have). */
export function requestLanguage(request: FastifyRequest): ServerLanguage {
  return languageOf(request.headers['accept-language']);
}

/** A success envelope, or another answer with data (health's 503 report): its `msg` is a catalogue key. */
function isAnswerEnvelope(payload: unknown): payload is { code: number; msg: string } {
  if (typeof payload !== 'object' || payload === null) return false;
  const { code, msg, data } = payload as { code?: unknown; msg?: unknown; data?: unknown };
  return typeof msg === 'string' && (code === 0 || (typeof code === 'number' && data != null));
}

/**
 * Success envelopes (and the few other answers that carry data, like health's 503) carry a catalogue key in
 * `msg` (see `ok`); this hook answers it in the request's language just before serialization, so no route
 * translates. Error envelopes (data null) are translated by the error handler, which knows the error's params.
 */
export function registerMessageLocalisation(app: FastifyInstance): void {
  // a callback hook, not an async one: it never waits, and an async hook costs a promise per request
  app.addHook('preSerialization', (request, _reply, payload: unknown, done) => {
    if (!isAnswerEnvelope(payload)) return done(null, payload);
    done(null, { ...payload, msg: translate(payload.msg, requestLanguage(request)) });
  });
}
