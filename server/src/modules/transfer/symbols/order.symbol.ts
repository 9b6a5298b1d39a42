import { IMPORTED_ORDER_TYPE, isEmail, isPhone, Permission } from '@onsite/contracts';
import { sql } from 'kysely';
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
    // Resolved in memory row after row, then written in two statements (one update from VALUES, one
    // multi-row insert); a later row with the number of an order an earlier row added updates that one.
    type Known = {
      id: number | null;
      order_no: string;
      order_type: number;
      agent_id: number;
      customer_id: number;
      row: OrderRow | null;
    };
    const byNo = new Map<string, Known>(existing.map((order) => [order.order_no, { ...order, row: null }]));
    const changed = new Set<Known>();
    const fresh: Known[] = [];

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
        known.row = row;
        if (known.id !== null) changed.add(known);
      } else {
        const added: Known = {
          id: null,
          order_no: row.orderNo,
          order_type: IMPORTED_ORDER_TYPE,
          agent_id: customer.agent_id,
          customer_id: customer.id,
          row,
        };
        byNo.set(row.orderNo, added);
        fresh.push(added);
      }
      results.push({ ok: true });
    }

    const paidValues = (row: OrderRow) => ({
      title: row.title,
      amount: row.cents,
      original_amount: row.cents,
      pay_amount: row.cents,
      is_pay: row.paidAt ? 1 : 0,
      paid_at: row.paidAt,
    });
    const updates = [...changed].flatMap((known) =>
      known.id !== null && known.row ? [{ id: known.id, ...paidValues(known.row) }] : [],
    );
    if (updates.length > 0) {
      const values = updates.map(
        (update) =>
          sql`(${update.id}::int, ${update.title}::text, ${update.amount}::int, ${update.is_pay}::int,
               ${update.paid_at}::timestamptz)`,
      );
      await sql`update orders as o
        set title = v.title, amount = v.amount, original_amount = v.amount, pay_amount = v.amount,
            is_pay = v.is_pay, paid_at = v.paid_at
        from (values ${sql.join(values)}) as v(id, title, amount, is_pay, paid_at)
        where o.id = v.id`.execute(trx);
    }
    if (fresh.length > 0) {
      await trx
        .insertInto('orders')
        .values(
          fresh.flatMap((known) =>
            known.row
              ? [
                  {
                    ...paidValues(known.row),
                    order_no: known.order_no,
                    agent_id: known.agent_id,
                    customer_id: known.customer_id,
                    order_type: IMPORTED_ORDER_TYPE,
                    subject_id: 0,
                    pay_type: 'bank',
                  },
                ]
              : [],
          ),
        )
        .execute();
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
