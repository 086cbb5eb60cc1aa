import type { AuditEntryFieldsFragment } from '../../gql/graphql';
import { adminRoutes } from '../adminRoutes';

type EntryRecord = Pick<AuditEntryFieldsFragment, 'action' | 'recordType' | 'recordId'>;

/**
 * Where the back office opens an entry's record: its form or page, or the screen that manages a record the agency has
 * one of (the distribution, the portals' addresses, the holidays, the retention of leads). Null for a record deleted by the entry, or one
 * without a number where it needs one.
 */
export function recordAddressOf({ action, recordType, recordId }: EntryRecord): string | null {
  if (action === 'DELETED') return null;
  switch (recordType) {
    case 'LEAD_DISTRIBUTION':
      return adminRoutes.leads.list;
    case 'PORTAL_ADDRESS':
    case 'PORTAL_FEED':
      return adminRoutes.portals;
    case 'HOLIDAY':
      return adminRoutes.holidays.list;
    case 'PRIVACY_SETTINGS':
      return adminRoutes.privacy;
  }
  if (recordId === null) return null;
  switch (recordType) {
    case 'PROPERTY':
      return adminRoutes.properties.edit(recordId);
    case 'CLIENT':
      return adminRoutes.clients.edit(recordId);
    case 'USER':
      return adminRoutes.users.edit(recordId);
    case 'COMPANY':
      return adminRoutes.company.edit(recordId);
    case 'VIDEO':
      return adminRoutes.videos.edit(recordId);
    case 'TEMPLATE':
      return adminRoutes.templates.edit(recordId);
    case 'LEAD':
      return adminRoutes.leads.detail(recordId);
    case 'VISIT':
      return adminRoutes.agenda.visit(recordId);
    // A key and its loans are opened from their property's 'Chaves' tab.
    case 'PROPERTY_KEY':
    case 'KEY_CHECKOUT':
      return null;
  }
}
