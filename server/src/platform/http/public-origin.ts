import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '#server/config/config.ts';
import type { Db } from '#server/db/database.ts';
import { registeredDomain } from '#server/platform/tenancy/site.ts';

/**
 * Where URLs that leave the server point (payment QR codes, WeChat and authorisation pages, the sandbox
 * gateway's notify). They come only from configuration — PUBLIC_URL, else the address the server listens
 * on — or from an agent's registered domain. The request's Host / X-Forwarded-Host only ever *selects* one
 * of the registered domains; a forged one adds nothing of its own (no host, no port).
 */

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/** The port the server listens on (the configured one before `listen`, e.g. under `inject`). */
function listeningPort(config: Config, request: FastifyRequest): number {
  const address = request.server.server.address();
  return address && typeof address === 'object' ? address.port : config.port;
}

/**
 * The server's own origin: PUBLIC_URL, else its listening address (a wildcard address as localhost).
 * What the sandbox gateway calls back, and the development default of every link.
 */
export function serverOrigin(config: Config, request: FastifyRequest): string {
  if (config.publicUrl) return withoutSlash(config.publicUrl);
  const address = request.server.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return `http://localhost:${config.port}`;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * The origin of a link the customer's browser or phone opens: PUBLIC_URL; else the registered domain of
 * `agentId`'s site (any agent's when absent) the request came in on, with the request's scheme and the
 * port only when it is the one the server listens on; else the server's own origin.
 */
export async function linkOrigin(
  db: Db,
  config: Config,
  request: FastifyRequest,
  agentId?: number,
): Promise<string> {
  if (config.publicUrl) return withoutSlash(config.publicUrl);
  return agentSiteOrigin(config, request, await registeredDomain(db, request.hostname, agentId));
}

/**
 * The origin of an agent's customer site for links made anywhere (an admin's console included): PUBLIC_URL;
 * else `domain` (one of the agent's registered domains, null when it has none) with the request's scheme and
 * the port only when it is the one the server listens on; else the server's own origin.
 */
export function agentSiteOrigin(config: Config, request: FastifyRequest, domain: string | null): string {
  if (config.publicUrl) return withoutSlash(config.publicUrl);
  if (!domain) return serverOrigin(config, request);
  const port = request.port === listeningPort(config, request) ? `:${request.port}` : '';
  return `${request.protocol}://${domain}${port}`;
}
