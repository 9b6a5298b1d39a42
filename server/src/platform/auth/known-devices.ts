import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '#server/platform/http/cookies.ts';

/**
 * Known devices: a browser that signed in to an account gets a signed, long-lived cookie naming that account
 * and a random device id. It grants nothing by itself (no session, no password skip); the login throttle
 * reads it so that the account's owner keeps the correct-password path when strangers have failed too often
 * on the account (docs/decisions.md, "Login throttling"). One cookie per account, so a shared browser
 * knows each account it signed in to; HttpOnly, SameSite=Strict, only sent to /api.
 */
export type DeviceAudience = 'admin' | 'agent' | 'customer';

const MAX_AGE_S = 180 * 24 * 3600;
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

export class KnownDevices {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The device id of a valid cookie this request carries for the account, else null. */
  deviceOf(request: FastifyRequest, audience: DeviceAudience, subjectId: number): string | null {
    const value = readCookie(request, cookieName(audience, subjectId));
    const [deviceId, expires, signature, ...rest] = (value ?? '').split('.');
    if (!deviceId || !expires || !signature || rest.length > 0 || !DEVICE_ID.test(deviceId)) return null;
    if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= this.now()) return null;
    const expected = Buffer.from(this.sign(audience, subjectId, deviceId, expires));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
  }

  /** Sets (or renews, keeping its id) the cookie of the account that just signed in on this device. */
  remember(
    request: FastifyRequest,
    reply: FastifyReply,
    audience: DeviceAudience,
    subjectId: number,
    deviceId = randomBytes(16).toString('base64url'),
  ): void {
    const expires = String(Math.floor(this.now() / 1000) + MAX_AGE_S);
    const value = `${deviceId}.${expires}.${this.sign(audience, subjectId, deviceId, expires)}`;
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${cookieName(audience, subjectId)}=${value}; Path=/api; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Strict${secure}`,
    );
  }

  private sign(audience: DeviceAudience, subjectId: number, deviceId: string, expires: string): string {
    return createHmac('sha256', this.secret)
      .update(`known-device:${audience}:${subjectId}:${deviceId}:${expires}`)
      .digest('base64url');
  }
}

export function cookieName(audience: DeviceAudience, subjectId: number): string {
  return `onsite_device_${audience}_${subjectId}`;
}
