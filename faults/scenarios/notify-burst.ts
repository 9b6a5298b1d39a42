import { SandboxGateway } from '../../server/src/platform/payment/sandbox-gateway.ts';
import { DEMO } from '../../server/src/seed/demo.ts';
import { type Answer, call, dataOf, loginCustomer } from '../client.ts';
import { sleep } from '../process.ts';
import type { Scenario } from '../scenario.ts';
import { FAULT_PAY_SECRET } from '../server.ts';

const ORDERS = 40;
/** each notify is sent this many times at once, as a gateway that retries before our answer arrives */
const COPIES = 2;
const NOTIFY = '/api/pay/notify/sandbox';

/**
 * kill -9 during a burst of concurrent payment notifies (recharge orders, each notify sent twice at once),
 * then start again and let the gateway retry every notify it got no acknowledgement for. Every order must
 * be paid exactly once, credit the balance once, and every account's balance must equal the sum of its
 * ledger entries.
 */
export const killDuringNotifies: Scenario = {
  name: 'kill-during-notifies',
  summary:
    'kill -9 during a burst of concurrent notifies, restart, gateway retries: paid once, ledger = balance',
  async run(env, run) {
    const { server, sql } = env;
    const gateway = new SandboxGateway(FAULT_PAY_SECRET);
    const token = await loginCustomer(server.base);
    const { rows: customer } = await sql.query<{ id: number }>('select id from customers where mobile = $1', [
      DEMO.agent1Customers.phone,
    ]);
    const customerId = customer[0]?.id;
    const balance = async () =>
      Number(
        (
          await sql.query<{ balance: number }>(
            "select balance from resource_accounts where customer_id = $1 and kind = 'balance'",
            [customerId],
          )
        ).rows[0]?.balance ?? 0,
      );
    const before = await balance();

    const orders: { orderNo: string; amount: number }[] = [];
    for (let n = 0; n < ORDERS; n += 1) {
      const amount = 100 + ((run * 7919 + n * 104_729) % 9_900);
      const created = dataOf<{ order_no: string; pay_amount: number }>(
        await call(server.base, 'POST', '/api/customer/customerOrder/payment', {
          token,
          body: { amount, pay_type: 'wechat' },
        }),
        'recharge order',
      );
      orders.push({ orderNo: created.order_no, amount: created.pay_amount });
    }
    const notifies = orders.map((order) =>
      gateway.notifyFor({
        orderNo: order.orderNo,
        amount: order.amount,
        title: 'recharge',
        payType: 'wechat',
        merchant: 'fault suite',
        expires: Date.now() + 60_000,
      }),
    );

    const acknowledged = new Set<number>();
    const send = async (index: number) => {
      const answer: Answer = await call(server.base, 'POST', NOTIFY, {
        body: notifies[index],
        timeoutMs: 10_000,
      });
      if (answer.envelope?.code === 0) acknowledged.add(index);
    };
    const burst = Promise.all(
      notifies.flatMap((_, index) => Array.from({ length: COPIES }, () => send(index))),
    );
    // kill once a few notifies are acknowledged: others are then in flight, inside or before their transaction
    const killAfter = 4 + (run % 5);
    const deadline = Date.now() + 30_000;
    while (acknowledged.size < killAfter && Date.now() < deadline) await sleep(2);
    await server.kill9();
    await burst;
    const acknowledgedBeforeKill = acknowledged.size;
    await server.start();
    // the gateway retries every notify it has no acknowledgement for, until it gets one
    for (let round = 0; round < 20 && acknowledged.size < notifies.length; round += 1) {
      await Promise.all(notifies.map((_, index) => (acknowledged.has(index) ? undefined : send(index))));
    }

    const numbers = orders.map((order) => order.orderNo);
    const { rows: paid } = await sql.query<{ n: string }>(
      'select count(*) as n from orders where order_no = any($1) and is_pay = 1',
      [numbers],
    );
    const { rows: credits } = await sql.query<{ order_no: string; n: string; total: string }>(
      "select order_no, count(*) as n, sum(amount) as total from ledger_entries where type = 'recharge' and order_no = any($1) group by order_no",
      [numbers],
    );
    const { rows: mismatched } = await sql.query<{ customer_id: number; kind: string }>(
      `select a.customer_id, a.kind from resource_accounts a
        left join (select customer_id, kind, sum(amount) as total from ledger_entries group by customer_id, kind) e
          on e.customer_id = a.customer_id and e.kind = a.kind
        where a.balance <> coalesce(e.total, 0)`,
    );
    const expected = orders.reduce((sum, order) => sum + order.amount, 0);
    const gained = (await balance()) - before;

    const failures: string[] = [];
    if (acknowledged.size < notifies.length)
      failures.push(`${notifies.length - acknowledged.size} notifies were never acknowledged`);
    if (Number(paid[0]?.n) !== ORDERS) failures.push(`${paid[0]?.n} of ${ORDERS} orders are paid`);
    const twice = credits.filter((row) => Number(row.n) !== 1);
    if (credits.length !== ORDERS || twice.length > 0)
      failures.push(`${credits.length} orders credited, ${twice.length} of them more than once`);
    if (gained !== expected) failures.push(`the balance grew by ${gained}, the orders paid ${expected}`);
    if (mismatched.length > 0)
      failures.push(`${mismatched.length} accounts differ from the sum of their ledger`);
    if (server.unexpectedExits().length > 0)
      failures.push(`the server exited: ${server.unexpectedExits().join(', ')}`);
    return {
      figures: {
        orders: ORDERS,
        notifies: ORDERS * COPIES,
        'acked before kill': acknowledgedBeforeKill,
        paid: Number(paid[0]?.n),
        'credited twice': twice.length,
        'ledger ≠ balance': mismatched.length,
      },
      failures,
    };
  },
};
