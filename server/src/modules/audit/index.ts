/** What other modules may use of the audit module; everything else in this folder is its own. */
export { toAuditDetail } from './audit.presenter.ts';
export { type AuditFilter, auditColumns, filteredAuditLogs } from './audit.repository.ts';
export { auditRoutes } from './audit.routes.ts';
