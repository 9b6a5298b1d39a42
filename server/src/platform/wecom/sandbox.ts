import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { WecomCallbackCrypto } from './callback-crypto.ts';
import type { WecomTransport } from './client.ts';

/**
 * The sandbox WeCom corp: the one corp id / secret pair the sandbox's gettoken accepts (shown in the
 * partner drawer's wework tab and in the docs when WECOM=sandbox). Shaped like real ones: "ww" + 16
 * characters, a 43-character secret.
 */
export const SANDBOX_CORP = {
  corpId: 'wwsandbox0onsite01',
  secret: 'SbxOnsiteDemoCorpSecret0123456789abcdefghij',
} as const;

export interface GettokenAnswer {
  errcode: number;
  errmsg: string;
  access_token?: string;
  expires_in?: number;
}

/**
 * WeCom's gettoken as it answers (its errcodes and messages): corpid and corpsecret required, an unknown
 * corp 40013, a wrong secret 40001, else a fresh token valid for 7200 s. `corps` maps corp id → secret.
 * The sandbox endpoint answers with it; so does the local fake tests run the driver against.
 */
export function answerGettoken(
  query: { corpid?: string; corpsecret?: string },
  corps: ReadonlyMap<string, string>,
): GettokenAnswer {
  const { corpid, corpsecret } = query;
  if (!corpid) return { errcode: 41002, errmsg: 'corpid missing' };
  if (!corpsecret) return { errcode: 41004, errmsg: 'corpsecret missing' };
  const secret = corps.get(corpid);
  if (secret === undefined) return { errcode: 40013, errmsg: 'invalid corpid' };
  if (secret !== corpsecret) return { errcode: 40001, errmsg: 'invalid credential' };
  return { errcode: 0, errmsg: 'ok', access_token: issueToken(corpid, secret), expires_in: TOKEN_LIFE_S };
}

const TOKEN_LIFE_S = 7200;
const MAC_LENGTH = 43; // 32 bytes in base64url

const tokenMac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * A sandbox access token needs no table: the corp and the expiry, signed with the corp's secret (a changed
 * secret ends its tokens, as WeCom's do). Opaque to the driver, like WeCom's.
 */
function issueToken(corpId: string, secret: string, now = Date.now()): string {
  const payload = Buffer.from(`${Math.floor(now / 1000) + TOKEN_LIFE_S}:${corpId}`).toString('base64url');
  return payload + tokenMac(secret, payload);
}

/**
 * The corp an access token was issued to, or WeCom's errcode: 41001 missing, 40014 not a token of ours,
 * 42001 expired.
 */
export function corpOfToken(
  token: string | undefined,
  corps: ReadonlyMap<string, string>,
  now = Date.now(),
): { corpId: string } | { errcode: number; errmsg: string } {
  if (!token) return { errcode: 41001, errmsg: 'access_token missing' };
  const invalid = { errcode: 40014, errmsg: 'invalid access_token' };
  if (token.length <= MAC_LENGTH) return invalid;
  const payload = token.slice(0, -MAC_LENGTH);
  const [expiry, corpId] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  const secret = corps.get(corpId ?? '');
  if (!corpId || secret === undefined) return invalid;
  const expected = Buffer.from(tokenMac(secret, payload));
  const given = Buffer.from(token.slice(-MAC_LENGTH));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  if (Number(expiry) * 1000 <= now) return { errcode: 42001, errmsg: 'access_token expired' };
  return { corpId };
}

export interface CallbackApp {
  token: string;
  encodingAesKey: string;
  corpId: string;
}

/**
 * What WeCom does when an app's callback URL is saved in its admin console: a GET with msg_signature,
 * timestamp, nonce and an encrypted random echostr added to the URL; the URL passes when it answers the
 * plain echostr and nothing else. The local fake sends it over HTTP.
 */
export async function verifyCallbackUrl(
  url: string,
  app: CallbackApp,
  transport: WecomTransport,
  timeoutMs = 5000,
): Promise<{ passed: boolean; status: number; body: string }> {
  const echo = String(randomInt(1, 2 ** 47)) + String(randomInt(1, 2 ** 20));
  const query = new WecomCallbackCrypto(app.token, app.encodingAesKey, app.corpId).urlVerification(echo);
  const target = new URL(url);
  for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
  const answer = await transport(target.toString(), AbortSignal.timeout(timeoutMs));
  return { passed: answer.status === 200 && answer.text === echo, status: answer.status, body: answer.text };
}
