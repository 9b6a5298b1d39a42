import { seedActivity } from '#server/seed/activities.ts';
import { DEMO } from '#server/seed/demo.ts';
import type { TestContext } from '#server/test/harness.ts';

type ActivityChange = { beginIn?: number; endIn?: number; customerId?: number; agentId?: number };

/**
 * The pbsign tests' calls: the demo organiser of agent 1 signing in, and its activities (hours from now, the
 * file's own title and default end) to bind devices to.
 */
export function pbsignCalls(ctx: TestContext, defaults: { title: string; endIn: number }) {
  return {
    get: (url: string, token?: string) => ctx.call({ method: 'GET', url, token }),
    post: (url: string, token: string | undefined, payload: Record<string, unknown>) =>
      ctx.call({ method: 'POST', url, token, payload }),
    activity: (change: ActivityChange = {}) =>
      seedActivity(ctx.db, {
        agentId: change.agentId ?? ctx.ids.agent1Id,
        customerId: change.customerId ?? ctx.ids.customers.agent1Phone,
        title: defaults.title,
        toolId: 1,
        beginIn: change.beginIn ?? -1,
        endIn: change.endIn ?? defaults.endIn,
      }),
    organiser: () => ctx.loginCustomer(DEMO.agent1Customers.phone),
  };
}
