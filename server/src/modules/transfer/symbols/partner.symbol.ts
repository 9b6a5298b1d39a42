import { Permission } from '@onsite/contracts';
import {
  type PartnerFilter,
  partnerColumns,
  partners,
  presentPartner,
  withOwnersAndDomains,
} from '#server/modules/organization/index.ts';
import type { ExportOnlyDefinition } from '../transfer.symbols.ts';
import { idBounds, idPage, keywordOf, selectedIds, sheetTime } from './common.ts';

const yes = (value: boolean) => (value ? 1 : 0);

/**
 * The agents of admin › partner, exported through the job centre with the list's filters (keyword, verified,
 * enabled, created range) or the selected rows. The platform's only (exportAudiences: its scope sees every
 * agent); agents do not export each other.
 */
export const partnerSymbol: ExportOnlyDefinition<PartnerFilter> = {
  symbol: 'partner',
  importAudiences: [],
  exportAudiences: ['admin'],
  listPermission: { admin: Permission.admin.partner },

  exportFilter(query) {
    const filter: PartnerFilter = {
      ids: selectedIds(query),
      keyword: keywordOf(query),
      status: query.status,
      enabled: query.enabled,
      start_date: query.start_date,
      end_date: query.end_date,
    };
    // the agents are a few hundred at most: without a filter the export is all of them
    return JSON.parse(JSON.stringify(filter)) as PartnerFilter;
  },

  exportColumns: [
    'ID',
    'Agent',
    'Domains',
    'Owner',
    'Owner email',
    'Contact',
    'Contact phone',
    'Verified (1 = yes)',
    'Enabled (1 = yes)',
    'Members',
    'Customers',
    'Created',
  ],

  exportBounds(db, _scope, filter) {
    return idBounds(partners(db, filter), 'agents.id');
  },

  async exportPage(db, _scope, filter, range) {
    const rows = await partnerColumns(idPage(partners(db, filter), 'agents.id', range)).execute();
    return (await withOwnersAndDomains(db, rows)).map((row) => {
      const item = presentPartner(row);
      return {
        id: item.id,
        cells: [
          item.id,
          item.corporate_name,
          item.domains.join(', '),
          item.owner?.name ?? '',
          item.owner?.email ?? '',
          item.contact_name,
          item.contact_phone,
          item.status === 1 ? 1 : 0,
          yes(item.enabled),
          item.members,
          item.customers,
          sheetTime(row.created_at),
        ],
      };
    });
  },
};
