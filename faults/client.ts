import { DEMO } from '../server/src/seed/demo.ts';
import { FAULT_PASSWORD } from './server.ts';

export interface Answer {
  status: number;
  /** the envelope, or undefined when the body was not one (a bare 500, HTML, a cut connection) */
  envelope?: { code: number; msg: string; data: unknown };
  /** why no HTTP answer came (connection refused, reset) */
  error?: string;
}

/** One HTTP call to the server under test, never throwing: a cut connection is an answer too. */
export async function call(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; body?: unknown; form?: FormData; timeoutMs?: number } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'en' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    return { status: response.status, envelope: parseEnvelope(text) };
  } catch (error) {
    return { status: 0, error: describe(error) };
  }
}

function parseEnvelope(text: string): Answer['envelope'] {
  try {
    const value = JSON.parse(text) as Answer['envelope'];
    return value && typeof value.code === 'number' && typeof value.msg === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: { code?: string } }).cause;
  return cause?.code ?? error.name ?? error.message;
}

/** A successful envelope's data, or an error naming what the server said. */
export function dataOf<T>(answer: Answer, what: string): T {
  if (answer.envelope?.code !== 0) {
    throw new Error(`${what}: HTTP ${answer.status} ${answer.error ?? JSON.stringify(answer.envelope)}`);
  }
  return answer.envelope.data as T;
}

export async function loginCustomer(base: string): Promise<string> {
  const answer = await call(base, 'POST', '/api/customer/login/index', {
    body: { username: DEMO.agent1Customers.phone, password: FAULT_PASSWORD },
  });
  return dataOf<{ token: string }>(answer, 'customer login').token;
}

export async function loginAgent(base: string): Promise<string> {
  const answer = await call(base, 'POST', '/api/auth/login', {
    body: { username: DEMO.agentUser, password: FAULT_PASSWORD, audience: 'agent' },
  });
  return dataOf<{ access_token: string }>(answer, 'agent login').access_token;
}
