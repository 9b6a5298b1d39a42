import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config/config.ts';
import { installSecret } from '#server/platform/install-secret.ts';
import { SecretBox } from '#server/platform/secret-box.ts';
import { WecomClient, type WecomTransport } from '#server/platform/wecom/client.ts';

/** The sandbox WeCom, reached in-process: the demo works without internet, through the same HTTP API. */
export const sandboxTransport =
  (app: FastifyInstance): WecomTransport =>
  async (url, signal, post) => {
    const { pathname, search } = new URL(url);
    const answer = app.inject({
      method: post ? 'POST' : 'GET',
      url: `${pathname}${search}`,
      ...(post ? { payload: post.body, headers: { 'content-type': post.contentType } } : {}),
    });
    const timeout = new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
    );
    const response = await Promise.race([answer, timeout]);
    return { status: response.statusCode, text: response.body };
  };

const SANDBOX_BASE = 'http://sandbox/api/sandbox/wecom';

/** WECOM=sandbox: the in-process sandbox; WECOM=real: WECOM_API_URL with WECOM_TIMEOUT_MS. */
export function wecomClient(app: FastifyInstance, config: Config): WecomClient {
  return config.wecom.driver === 'sandbox'
    ? new WecomClient({
        baseUrl: SANDBOX_BASE,
        timeoutMs: config.wecom.timeoutMs,
        transport: sandboxTransport(app),
      })
    : new WecomClient({ baseUrl: config.wecom.apiUrl, timeoutMs: config.wecom.timeoutMs });
}

const boxes = new WeakMap<Config, SecretBox>();

/**
 * The box that seals the app secrets: one per configuration, so the routes and the job worker of a process
 * open what the other sealed (the key is WECOM_SECRET_KEY, else the one kept in DATA_DIR; tests draw one).
 */
export function wecomSecretBox(config: Config): SecretBox {
  let box = boxes.get(config);
  if (!box) {
    box = new SecretBox(installSecret(config, 'wecom-secret-key.txt', config.wecomSecretKey), 'wecom-secret');
    boxes.set(config, box);
  }
  return box;
}
