import { call, loginCustomer } from '../client.ts';
import { AnswerTally, runLoad } from '../load.ts';
import { sleep } from '../process.ts';
import type { Scenario } from '../scenario.ts';

const RECHARGE = '/api/customer/customerOrder/payment';
const RESOURCE_INFO = '/api/customer/Product/getResourceInfo';
const OUTAGE_MS = 3_000;
/** the server must serve again this soon after PostgreSQL is back */
const RECOVERY_BUDGET_MS = 15_000;

/**
 * PostgreSQL stopped in immediate mode while customers read and write (recharge orders: one row each, its
 * number acknowledged in the answer), then started again. The server must stay up, answer every request
 * with an envelope (503 while the database is away), serve again within seconds, and every order whose
 * number it acknowledged must be in the database afterwards.
 */
export const postgresOutage: Scenario = {
  name: 'postgres-outage',
  summary: 'PostgreSQL stopped (immediate) under load and restarted: no exit, 503 meanwhile, no lost write',
  async run({ postgres, server, sql }) {
    const token = await loginCustomer(server.base);
    const tally = new AnswerTally();
    const acknowledged: string[] = [];
    // 16 at once: enough that some requests hold a checked-out connection when the database goes
    const load = runLoad(16, async (worker) => {
      if (worker % 2 === 0) {
        const answer = await call(server.base, 'POST', RECHARGE, {
          token,
          body: { amount: 100, pay_type: 'wechat' },
        });
        tally.add(answer, 'recharge');
        const orderNo = (answer.envelope?.data as { order_no?: string } | null)?.order_no;
        if (answer.envelope?.code === 0 && orderNo) acknowledged.push(orderNo);
        return answer;
      }
      const answer = await call(server.base, 'GET', RESOURCE_INFO, { token });
      tally.add(answer, 'resource info');
      return answer;
    });

    await sleep(1_500);
    postgres.stopImmediate();
    const stoppedAt = Date.now();
    await sleep(OUTAGE_MS);
    const unavailableDuringOutage = tally.unavailable;
    postgres.start();
    const restartedAt = Date.now();
    // served again: an answer served after the restart
    while (tally.lastServedAt < restartedAt && Date.now() - restartedAt < RECOVERY_BUDGET_MS * 2)
      await sleep(50);
    const recoveryMs = tally.lastServedAt >= restartedAt ? tally.lastServedAt - restartedAt : -1;
    await sleep(1_500);
    await load.stop();

    const { rows } = await sql.query<{ order_no: string }>(
      'select order_no from orders where order_no = any($1)',
      [acknowledged],
    );
    const stored = new Set(rows.map((row) => row.order_no));
    const lost = acknowledged.filter((orderNo) => !stored.has(orderNo));

    const failures: string[] = [];
    const exits = server.unexpectedExits();
    if (exits.length > 0) failures.push(`the server exited: ${exits.join(', ')}`);
    if (tally.bad > 0)
      failures.push(`${tally.bad} answers were not envelopes or not 503: ${tally.badSamples.join('; ')}`);
    if (unavailableDuringOutage === 0)
      failures.push('no request was answered 503 while PostgreSQL was stopped');
    if (recoveryMs < 0 || recoveryMs > RECOVERY_BUDGET_MS)
      failures.push(`not serving again within ${RECOVERY_BUDGET_MS} ms of the restart (${recoveryMs} ms)`);
    if (lost.length > 0)
      failures.push(`${lost.length} acknowledged orders are missing: ${lost.slice(0, 5).join(', ')}`);
    return {
      figures: {
        requests: tally.requests,
        served: tally.served,
        '503': tally.unavailable,
        other: tally.bad,
        'outage ms': restartedAt - stoppedAt,
        'recovery ms': recoveryMs,
        'acknowledged writes': acknowledged.length,
        lost: lost.length,
      },
      failures,
    };
  },
};
