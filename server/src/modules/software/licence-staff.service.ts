import type { adminLicenceQuery, StaffLicence } from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { StaffScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './licence-staff.repository.ts';

/** A key with every group but the last masked: staff tell licences apart, the customer keeps the key. */
export const maskedKey = (key: string) =>
  key
    .split('-')
    .map((group, index, groups) => (index === groups.length - 1 ? group : '*'.repeat(group.length)))
    .join('-');

const present = ({
  created_at,
  revoked_at,
  licence_key,
  ...row
}: repository.StaffLicenceRow): StaffLicence => ({
  ...row,
  licence_key: maskedKey(licence_key),
  create_time: iso(created_at),
  revoke_time: iso(revoked_at),
});

export async function listLicences(db: Db, scope: StaffScope, query: z.output<typeof adminLicenceQuery>) {
  const { page, limit, ...filter } = query;
  const { rows, total } = await repository.listLicences(db, scope, filter, { page, limit });
  return { rows: rows.map(present), total };
}

export async function licence(db: Db, scope: StaffScope, id: number): Promise<StaffLicence> {
  const row = await repository.findLicence(db, scope, id);
  if (!row) throw notFound('licence not found');
  return present(row);
}

/** Revokes an active licence (the customer's 我的授权 shows it revoked, without its download). */
export async function revoke(db: Db, scope: StaffScope, id: number): Promise<StaffLicence> {
  if (!(await repository.revokeLicence(db, scope, id, new Date()))) {
    await licence(db, scope, id);
    throw badRequest('the licence has been revoked');
  }
  return licence(db, scope, id);
}
