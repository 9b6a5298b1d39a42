import { outboxItem, outboxListQuery } from './customer-auth.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';

/** The message outbox for platform operations: what SMS and email went out, through which driver, and how. */
export const messageOutboxApi = {
  getList: defineRoute({
    method: 'GET',
    path: '/api/admin/messageOutbox/getList',
    access: { audience: 'admin', permission: Permission.admin.messageOutbox },
    tags: ['message outbox'],
    summary: 'SMS and email sent or recorded by the platform, newest first',
    query: outboxListQuery,
    reply: reply.list(outboxItem),
  }),
};
