/** What other modules may use of the customer module; everything else in this folder is its own. */

export { findCustomer } from './customer.repository.ts';
export { type CustomerFilter, customerListColumns, filteredCustomers } from './customer-list.repository.ts';
