import { randomBytes } from 'node:crypto';

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
  return { errcode: 0, errmsg: 'ok', access_token: randomBytes(48).toString('base64url'), expires_in: 7200 };
}
