import { DEMO } from '../../server/src/seed/demo.ts';
import { call, loginCustomer } from '../client.ts';
import { AnswerTally, runLoad } from '../load.ts';
import { sleep } from '../process.ts';
import type { Scenario } from '../scenario.ts';
import { FAULT_PASSWORD } from '../server.ts';

/**
 * Redis (the rate limits' counters, REDIS_URL set) killed while customers sign in and read, then started
 * again. Rate-limited endpoints must keep answering (the limits fall back to this process's memory), the
 * server must stay up, and nothing may answer 5xx.
 */
export const redisOutage: Scenario = {
  name: 'redis-outage',
  summary: 'Redis killed under login load and restarted: no exit, logins keep working, no 5xx',
  async run({ redis, server }) {
    const token = await loginCustomer(server.base);
    const tally = new AnswerTally();
    const load = runLoad(4, async (worker) => {
      if (worker % 2 === 0) {
        const answer = await call(server.base, 'POST', '/api/customer/login/index', {
          body: { username: DEMO.agent1Customers.phone, password: FAULT_PASSWORD },
        });
        tally.add(answer, 'login');
        return answer;
      }
      const answer = await call(server.base, 'GET', '/api/customer/Product/getResourceInfo', { token });
      tally.add(answer, 'read');
      return answer;
    });
    await sleep(1_000);
    const reportsBefore = outageReports(server.tail(10_000));
    await redis.kill();
    await sleep(3_000);
    const servedWhileDown = tally.served;
    await redis.start();
    await sleep(2_000);
    await load.stop();

    // the server said it lost Redis: the limits were counted there before, in memory during the outage
    const reported = outageReports(server.tail(10_000)) - reportsBefore;
    const failures: string[] = [];
    if (reported === 0) failures.push('the server did not report losing Redis: was REDIS_URL in use?');
    const exits = server.unexpectedExits();
    if (exits.length > 0) failures.push(`the server exited: ${exits.join(', ')}`);
    if (tally.bad > 0 || tally.unavailable > 0)
      failures.push(`${tally.bad + tally.unavailable} requests were refused: ${tally.badSamples.join('; ')}`);
    return {
      figures: {
        requests: tally.requests,
        served: tally.served,
        refused: tally.bad + tally.unavailable,
        'served by the outage end': servedWhileDown,
        'outage reported': reported,
      },
      failures,
    };
  },
};

const outageReports = (log: string) => log.split('Redis (REDIS_URL) error').length - 1;
