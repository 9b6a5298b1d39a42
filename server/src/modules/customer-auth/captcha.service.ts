import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import svgCaptcha from 'svg-captcha';
import type { Db } from '#server/db/database.ts';
import { hashToken, newToken } from '#server/platform/auth/tokens.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { badRequest } from '#server/platform/http/errors.ts';
import * as repository from './captcha.repository.ts';
import { LIMITS, limit } from './rate-limits.ts';

export const CAPTCHA_TTL_MS = 5 * 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

// ---- graphic captcha: asked before a code is sent ----

/** A new captcha: an SVG image, and a random key under which only hashes are kept. */
export async function createCaptcha(deps: Pick<AppDeps, 'db' | 'rateLimiter'>, ip: string) {
  await limit(
    deps.rateLimiter,
    `captcha:ip:${ip}`,
    LIMITS.captchaPerIp,
    'too many requests, please try again in {minutes} minutes',
  );
  const captcha = svgCaptcha.create({
    size: 4,
    noise: 2,
    color: true,
    background: '#f3f6fb',
    width: 120,
    height: 40,
    fontSize: 42,
    // letters people confuse are left out
    ignoreChars: '0oO1ilI',
  });
  const key = newToken();
  await repository.storeCaptcha(deps.db, {
    keyHash: hashToken(key),
    answerHash: sha256(`${key}:${captcha.text.toLowerCase()}`),
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
  });
  return {
    img: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`,
    key,
    answer: captcha.text,
  };
}

/**
 * The answer of a captcha route (the customers' sign-in and the staff login): a new captcha, never cached.
 * Test runs only (NODE_ENV=test, never production) add its answer in a header: browser journeys cannot
 * read the image.
 */
export async function captchaReply(
  deps: Pick<AppDeps, 'db' | 'rateLimiter' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const captcha = await createCaptcha(deps, request.ip);
  reply.header('cache-control', 'no-store');
  if (deps.config.env === 'test') reply.header('x-test-captcha-answer', captcha.answer);
  return ok({ img: captcha.img, key: captcha.key });
}

/** Checks and spends a captcha: one check per captcha, right or wrong; case does not matter. */
export async function checkCaptcha(db: Db, key: string, answer: string) {
  const stored = await repository.takeCaptcha(db, hashToken(key));
  if (!stored) throw badRequest('wrong graphic code, please try the new one');
  if (stored.expires_at <= new Date())
    throw badRequest('the graphic code has expired, please try the new one');
  if (stored.answer_hash !== sha256(`${key}:${answer.trim().toLowerCase()}`))
    throw badRequest('wrong graphic code, please try the new one');
}
