import { IMPORTED_ORDER_TYPE, isEmail, isPhone, Permission } from '@onsite/contracts';
import { filteredOrders, type OrderListFilter, orderListColumns } from '#server/modules/order/index.ts';
import type { RowProblem, SymbolDefinition } from '../transfer.symbols.ts';
import { centsOf, idBounds, idPage, instantOf, listFilterOf, problem, sheetTime, yuan } from './common.ts';

interface OrderRow {
  orderNo: string;
  login: string;
  title: string;
  cents: number;
  paidAt: Date | null;
}

/**
 * Orders. Import (admin, agent) records offline / bank-transfer orders: order type IMPORTED_ORDER_TYPE,
 * pay type `bank`, for a customer of the tenant named by mobile or email; the order number is the natural
 * key (unique platform-wide), so a re-imported row updates the record it names. Orders made on the site
 * (VIP plans, activities) are never changed by an import. Export (admin, agent, customer): the list's rows.
 */
export const orderSymbol: SymbolDefinition<OrderRow, OrderListFilter> = {
  symbol: 'order',
  importAudiences: ['admin', 'agent'],
  exportAudiences: ['admin', 'agent', 'customer'],
  // the console order lists' permissions (order-list.routes.ts); a customer exports its own orders
  listPermission: { admin: Permission.admin.customerList, agent: Permission.agent.customerList },
  importPermission: { admin: Permission.admin.customerImport, agent: Permission.agent.customerImport },
  columns: [
    { header: 'Order no', example: 'BANK20260101001' },
    { header: 'Customer mobile or email', example: '13900000000' },
    { header: 'Title', example: '年度服务（银行转账）' },
    { header: 'Amount (yuan)', example: '1999.00' },
    { header: 'Paid at', example: '2026-01-01 10:00' },
  ],

  parseRow(cells) {
    const [orderNo = '', loginCell = '', title = '', amount = '', paidCell = ''] = cells;
    const login = loginCell.replace(/[\s-]/g, '').toLowerCase();
    if (!orderNo) return problem('order number is required');
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(orderNo))
      return problem('order number is at most 64 letters, digits, - or _');
    if (!login) return problem('give the customer mobile number or email');
    if (!isPhone(login) && !isEmail(login))
      return problem('the customer must be a mobile number or an email');
    if (!title) return problem('title is required');
    if (title.length > 100) return problem('title is at most 100 characters');
    const cents = centsOf(amount);
    if (cents === null) return problem('amount must be a number of yuan with at most 2 decimals');
    const paidAt = paidCell ? instantOf(paidCell) : null;
    if (paidCell && !paidAt) return problem('paid at must be a time like 2026-01-01 10:00');
    return { row: { orderNo, login, title, cents, paidAt } };
  },

  async writeBatch(trx, context, rows) {
    const { scope } = context;
    const logins = [...new Set(rows.map((row) => row.login))];
    let customersQuery = trx
      .selectFrom('customers')
      .select(['id', 'agent_id', 'mobile', 'email'])
      .where((eb) => eb.or([eb('mobile', 'in', logins), eb('email', 'in', logins)]));
    if (scope.kind !== 'platform') customersQuery = customersQuery.where('agent_id', '=', scope.agentId);
    const customers = await customersQuery.execute();
    const byLogin = new Map<string, { id: number; agent_id: number }>();
    for (const customer of customers) {
      if (customer.mobile) byLogin.set(customer.mobile, customer);
      if (customer.email) byLogin.set(customer.email, customer);
    }
    const existing = await trx
      .selectFrom('orders')
      .select(['id', 'order_no', 'order_type', 'agent_id', 'customer_id'])
      .where(
        'order_no',
        'in',
        rows.map((row) => row.orderNo),
      )
      .forUpdate()
      .execute();
    const byNo = new Map(existing.map((order) => [order.order_no, order]));

    const results: ({ ok: true } | { ok: false; problem: RowProblem })[] = [];
    for (const row of rows) {
      const customer = byLogin.get(row.login);
      if (!customer) {
        results.push({
          ok: false,
          problem: { reason: 'no customer of yours has this mobile number or email' },
        });
        continue;
      }
      const values = {
        title: row.title,
        amount: row.cents,
        original_amount: row.cents,
        pay_amount: row.cents,
        is_pay: row.paidAt ? 1 : 0,
        paid_at: row.paidAt,
      };
      const known = byNo.get(row.orderNo);
      if (known) {
        if (
          known.order_type !== IMPORTED_ORDER_TYPE ||
          known.customer_id !== customer.id ||
          known.agent_id !== customer.agent_id
        ) {
          results.push({ ok: false, problem: { reason: 'the order number belongs to another order' } });
          continue;
        }
        await trx.updateTable('orders').set(values).where('id', '=', known.id).execute();
      } else {
        const inserted = await trx
          .insertInto('orders')
          .values({
            ...values,
            order_no: row.orderNo,
            agent_id: customer.agent_id,
            customer_id: customer.id,
            order_type: IMPORTED_ORDER_TYPE,
            subject_id: 0,
            pay_type: 'bank',
          })
          .returning(['id', 'order_no', 'order_type', 'agent_id', 'customer_id'])
          .executeTakeFirstOrThrow();
        byNo.set(inserted.order_no, inserted);
      }
      results.push({ ok: true });
    }
    return results;
  },

  exportFilter(query, scope) {
    const { ids, keyword, agentId } = listFilterOf(query, scope);
    const isPay = query.is_pay;
    // a customer's own orders are a filter already: all of them may be exported
    if (scope.kind !== 'customer' && !ids && !keyword && !agentId && isPay === undefined) return null;
    return { ids, keyword, agentId, isPay };
  },

  exportColumns: [
    'ID',
    'Order no',
    'Customer',
    'Customer mobile or email',
    'Title',
    'Amount (yuan)',
    'Paid (1 = yes)',
    'Pay type',
    'Paid at',
    'Created',
  ],

  exportBounds(db, scope, filter) {
    return idBounds(filteredOrders(db, scope, filter), 'orders.id');
  },

  async exportPage(db, scope, filter, range) {
    const rows = await idPage(filteredOrders(db, scope, filter), 'orders.id', range)
      .select(orderListColumns)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      cells: [
        row.id,
        row.order_no,
        row.customer_nickname ?? '',
        row.customer_mobile ?? row.customer_email ?? '',
        row.title,
        yuan(row.pay_amount),
        row.is_pay ? 1 : 0,
        row.pay_type,
        sheetTime(row.paid_at),
        sheetTime(row.created_at),
      ],
    }));
  },
};
