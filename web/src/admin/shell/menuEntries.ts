import type { IconName } from '@blueprintjs/icons';
import type { Role } from '../../gql/graphql';
import { adminMessages } from '../../forms/adminMessages';
import { adminRoutes } from '../adminRoutes';
import { areaPermissions, type AreaPermission } from '../access/areaPermissions';
import { keepsOwnAgenda } from '../access/ownAgenda';
import { seesWholeAgency } from '../access/wholeAgency';

export interface MenuEntry {
  label: string;
  path: string;
  icon: IconName;
  /** The permission that shows the entry; null for Home, always shown. */
  permission: AreaPermission | null;
  /** The area shows the whole agency's figures: hidden from a broker, who sees only their own. */
  wholeAgency?: boolean;
  /** The area is the broker's own agenda too: shown to a broker without the permission. */
  ownAgenda?: boolean;
}

const labels = adminMessages.shell.entries;

/** The side menu in its order: Home, then one entry per area (the properties' permission also opens Portais). */
const menuEntries: readonly MenuEntry[] = [
  { label: labels.home, path: adminRoutes.dashboard, icon: 'home', permission: null },
  { label: labels.imoveis, path: adminRoutes.properties.list, icon: 'office', permission: areaPermissions.properties },
  { label: labels.portais, path: adminRoutes.portals, icon: 'globe-network', permission: areaPermissions.portals },
  { label: labels.leads, path: adminRoutes.leads.list, icon: 'inbox', permission: areaPermissions.leads },
  {
    label: labels.desempenho,
    path: adminRoutes.performance,
    icon: 'timeline-bar-chart',
    permission: areaPermissions.performance,
    wholeAgency: true,
  },
  { label: labels.agenda, path: adminRoutes.agenda.list, icon: 'timeline-events', permission: areaPermissions.agenda, ownAgenda: true },
  { label: labels.clientes, path: adminRoutes.clients.list, icon: 'people', permission: areaPermissions.clients },
  { label: labels.corretores, path: adminRoutes.brokers.list, icon: 'id-number', permission: areaPermissions.brokers },
  { label: labels.videos, path: adminRoutes.videos.list, icon: 'video', permission: areaPermissions.videos },
  { label: labels['modelos-documento'], path: adminRoutes.templates.list, icon: 'document', permission: areaPermissions.templates },
  { label: labels.usuarios, path: adminRoutes.users.list, icon: 'user', permission: areaPermissions.users },
  { label: labels.empresa, path: adminRoutes.company.list, icon: 'briefcase', permission: areaPermissions.company },
  { label: labels.feriados, path: adminRoutes.holidays.list, icon: 'calendar', permission: areaPermissions.holidays },
  { label: labels.auditoria, path: adminRoutes.audit, icon: 'history', permission: areaPermissions.audit },
  { label: labels.privacidade, path: adminRoutes.privacy, icon: 'shield', permission: areaPermissions.privacy },
];

/** The entries a user sees: Home, and each area whose permission the user holds (and whose figures their role may see). */
export function visibleMenuEntries(permissions: readonly string[], role: Role): MenuEntry[] {
  return menuEntries.filter(
    (entry) =>
      (entry.permission === null || permissions.includes(entry.permission) || (entry.ownAgenda === true && keepsOwnAgenda(role))) &&
      (!entry.wholeAgency || seesWholeAgency(role)),
  );
}
