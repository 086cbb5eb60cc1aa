import { seesWholeAgency } from '../access/wholeAgency';
import type { StaffSession } from '../session/sessionStore';

/** The permission of the portals' lead addresses: the lead inbox's. */
const LEADS_PERMISSION = 'leads';

/**
 * Whether the session may see and generate the portals' lead addresses and their refused documents: holders of the
 * leads permission who are not brokers (the API refuses a broker, who sees only their own leads).
 */
export function managesPortalLeads(session: Pick<StaffSession, 'user' | 'permissions'>): boolean {
  return session.permissions.includes(LEADS_PERMISSION) && seesWholeAgency(session.user.role);
}
