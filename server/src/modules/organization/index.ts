export {
  type PartnerFilter,
  partnerColumns,
  partners,
  withOwnersAndDomains,
} from './organization.repository.ts';
export { present as presentPartner } from './partner.service.ts';
