import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf, type ServerLanguage } from '#server/platform/i18n/language.ts';
import { translate } from '#server/platform/i18n/translate.ts';

/** The language the request asked for with Accept-Language (zh_CN when it asked for nothing we have). */
export function requestLanguage(request: FastifyRequest): ServerLanguage {
  return languageOf(request.headers['accept-language']);
}

function isSuccessEnvelope(payload: unknown): payload is { code: 0; msg: string } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { code?: unknown }).code === 0 &&
    typeof (payload as { msg?: unknown }).msg === 'string'
  );
}

/**
 * Success envelopes carry a catalogue key in `msg` (see `ok`); this hook answers it in the request's
 * language just before serialization, so no route translates. Error envelopes are translated by the error
 * handler, which knows the error's params.
 */
export function registerMessageLocalisation(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!isSuccessEnvelope(payload)) return payload;
    return { ...payload, msg: translate(payload.msg, requestLanguage(request)) };
  });
}
