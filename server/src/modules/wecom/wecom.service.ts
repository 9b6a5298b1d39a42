import type {
  WecomBinding,
  WecomBindingOverview,
  wecomBindingSaveRequest,
  wecomCallbackQuery,
} from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import type { ListTotal } from '#server/db/paging.ts';
import { type AppError, badRequest, forbidden, notFound } from '#server/platform/http/errors.ts';
import type { ServerLanguage } from '#server/platform/i18n/language.ts';
import type { MessageKey } from '#server/platform/i18n/messages.ts';
import { translate } from '#server/platform/i18n/translate.ts';
import type { SecretBox } from '#server/platform/secret-box.ts';
import { iso } from '#server/platform/time.ts';
import {
  type CallbackRefusal,
  CallbackRefused,
  WecomCallbackCrypto,
} from '#server/platform/wecom/callback-crypto.ts';
import {
  WecomApiError,
  type WecomClient,
  type WecomFailure,
  type WecomTransport,
} from '#server/platform/wecom/client.ts';
import { verifyCallbackUrl } from '#server/platform/wecom/sandbox.ts';
import * as repository from './wecom.repository.ts';

type SaveInput = z.output<typeof wecomBindingSaveRequest>;
type CallbackQuery = z.output<typeof wecomCallbackQuery>;

/** The URL WeCom calls back for an agent's app (entered in WeCom's admin console as the app's server URL). */
export const callbackUrl = (origin: string, agentId: number) =>
  `${origin}/api/wecom/callback?agent_id=${agentId}`;

/** A binding as a browser sees it: the secret only as "set" and its last four characters. */
export function present(row: repository.BindingRow, origin: string, language: ServerLanguage): WecomBinding {
  return {
    agent_id: row.agent_id,
    corp_id: row.corp_id,
    app_agent_id: row.app_agent_id,
    secret_set: row.secret_sealed !== '',
    secret_tail: row.secret_tail,
    callback_token: row.callback_token,
    encoding_aes_key: row.encoding_aes_key,
    callback_url: callbackUrl(origin, row.agent_id),
    status: row.status,
    verified_at: iso(row.verified_at),
    last_error: row.last_error
      ? translate(row.last_error, language, { errcode: row.last_errcode ?? '' })
      : '',
    callback_verified_at: iso(row.callback_verified_at),
    update_time: iso(row.updated_at),
  };
}

/** Every agent's binding for the platform's SCRM overview: no secret, token or key. */
export async function overview(
  db: Db,
  filter: { keyword?: string; status?: WecomBinding['status'] },
  page: { page: number; limit: number },
  language: ServerLanguage,
): Promise<{ rows: WecomBindingOverview[]; total: ListTotal }> {
  const { rows, total } = await repository.listBindings(db, { kind: 'platform' }, filter, page);
  return {
    rows: rows.map((row) => {
      // the overview carries no secret, token or key, and no callback URL (the drawer's tab shows them)
      const {
        secret_set: _set,
        secret_tail: _tail,
        callback_token: _token,
        encoding_aes_key: _key,
        callback_url: _url,
        ...shown
      } = present(row, '', language);
      return { ...shown, agent_name: row.agent_name, is_platform: row.is_platform_default };
    }),
    total,
  };
}

export async function bindingOf(db: Db, agentId: number) {
  if (!(await repository.agentExists(db, agentId))) throw notFound('agent not found');
  return (await repository.bindingOf(db, agentId)) ?? null;
}

async function existingBinding(db: Db, agentId: number) {
  const binding = await bindingOf(db, agentId);
  if (!binding) throw notFound('WeCom binding not found');
  return binding;
}

/**
 * Creates or changes an agent's binding. An empty secret keeps the stored one (a new binding needs one); any
 * change sends it back to unverified until it is checked again.
 */
export async function save(db: Db, box: SecretBox, input: SaveInput) {
  const existing = await bindingOf(db, input.agent_id);
  const secret = input.secret ?? '';
  if (!secret && !existing) throw badRequest('the secret is required for a new binding');
  return repository.upsertBinding(db, {
    agent_id: input.agent_id,
    corp_id: input.corp_id,
    app_agent_id: input.app_agent_id,
    secret_sealed: secret ? box.seal(secret) : (existing?.secret_sealed ?? ''),
    secret_tail: secret ? secret.slice(-4) : (existing?.secret_tail ?? ''),
    callback_token: input.callback_token,
    encoding_aes_key: input.encoding_aes_key,
    status: 'unverified',
    verified_at: null,
    last_error: '',
    last_errcode: null,
  });
}

export const FAILURE_MESSAGE: Record<WecomFailure, MessageKey> = {
  'invalid corp id': 'WeCom does not know this corp id ({errcode})',
  'invalid secret': 'WeCom refused the secret: it is not the secret of an app of this corp ({errcode})',
  rejected: 'WeCom refused the request ({errcode})',
  timeout: 'WeCom did not answer in time',
  unreachable: 'WeCom could not be reached',
  'bad answer': 'WeCom answered something unexpected',
};

/**
 * Checks the corp id and secret the way WeCom's API is used: gettoken. The result is recorded (verified with
 * its time, or failed with why); the token itself is not kept.
 */
export async function verify(db: Db, box: SecretBox, client: WecomClient, agentId: number) {
  const binding = await existingBinding(db, agentId);
  let secret: string;
  try {
    secret = box.open(binding.secret_sealed);
  } catch {
    return record(db, agentId, 'the stored secret cannot be read (its key changed): enter it again', null);
  }
  try {
    await client.getToken(binding.corp_id, secret);
  } catch (error) {
    if (!(error instanceof WecomApiError)) throw error;
    return record(db, agentId, FAILURE_MESSAGE[error.failure], error.errcode);
  }
  return record(db, agentId, null, null);
}

async function record(db: Db, agentId: number, failure: MessageKey | null, errcode: number | null) {
  const row = await repository.updateBinding(
    db,
    agentId,
    failure
      ? { status: 'failed', last_error: failure, last_errcode: errcode }
      : { status: 'verified', verified_at: new Date(), last_error: '', last_errcode: null },
  );
  if (!row) throw notFound('WeCom binding not found');
  return row;
}

export async function remove(db: Db, agentId: number) {
  await existingBinding(db, agentId);
  await repository.deleteBinding(db, agentId);
}

const REFUSAL: Record<CallbackRefusal, () => AppError> = {
  'missing parameters': () => badRequest('the callback lacks msg_signature, timestamp, nonce or echostr'),
  'bad signature': () => forbidden('the callback signature does not match'),
  undecryptable: () => forbidden('the callback cannot be decrypted with this EncodingAESKey'),
  'wrong receiver': () => forbidden('the callback is for another corp'),
};

/**
 * WeCom's URL verification of an agent's callback URL: the signature checked with the binding's token, the
 * echostr decrypted with its EncodingAESKey and meant for its corp; the plain echostr is the answer, and the
 * time is recorded. An unknown agent or one without a binding is not found; anything forged is refused.
 */
export async function answerUrlVerification(db: Db, query: CallbackQuery): Promise<string> {
  const binding = await repository.bindingOf(db, query.agent_id);
  if (!binding) throw notFound('WeCom binding not found');
  const crypto = new WecomCallbackCrypto(binding.callback_token, binding.encoding_aes_key, binding.corp_id);
  let echo: string;
  try {
    // base64 has no spaces: a "+" that reached us as a space was decoded once too often on the way
    echo = crypto.verifyUrl({ ...query, echostr: query.echostr?.replaceAll(' ', '+') });
  } catch (error) {
    if (error instanceof CallbackRefused) throw REFUSAL[error.reason]();
    throw error;
  }
  await repository.updateBinding(db, query.agent_id, { callback_verified_at: new Date() });
  return echo;
}

/**
 * WECOM=sandbox: the sandbox WeCom verifies the binding's callback URL the way WeCom does when the URL is
 * saved in the app (a signed GET with an encrypted echostr, through `transport`); the callback endpoint
 * records it when it answers right.
 */
export async function sandboxCallback(db: Db, transport: WecomTransport, origin: string, agentId: number) {
  const binding = await existingBinding(db, agentId);
  const { passed } = await verifyCallbackUrl(
    callbackUrl(origin, agentId),
    { token: binding.callback_token, encodingAesKey: binding.encoding_aes_key, corpId: binding.corp_id },
    transport,
  );
  return { passed, row: await existingBinding(db, agentId) };
}
