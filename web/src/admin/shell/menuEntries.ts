import type { IconName } from '@blueprintjs/icons';
import { adminMessages } from '../../forms/adminMessages';

/** The back-office areas a permission opens, by the permission's identifier (spec §6). */
export type AreaPermission = 'imoveis' | 'leads' | 'clientes' | 'corretores' | 'videos' | 'modelos-documento' | 'usuarios' | 'empresa';

export interface MenuEntry {
  label: string;
  path: string;
  icon: IconName;
  /** The permission that shows the entry; null for Home, always shown. */
  permission: AreaPermission | null;
}

const labels = adminMessages.shell.entries;

/** The side menu in its order: Home, then one entry per area (the properties' permission also opens Portais). */
export const menuEntries: readonly MenuEntry[] = [
  { label: labels.home, path: '/app/dashboard', icon: 'home', permission: null },
  { label: labels.imoveis, path: '/app/imoveis', icon: 'office', permission: 'imoveis' },
  { label: labels.portais, path: '/app/portais', icon: 'globe-network', permission: 'imoveis' },
  { label: labels.leads, path: '/app/leads', icon: 'inbox', permission: 'leads' },
  { label: labels.clientes, path: '/app/clientes', icon: 'people', permission: 'clientes' },
  { label: labels.corretores, path: '/app/corretores', icon: 'id-number', permission: 'corretores' },
  { label: labels.videos, path: '/app/videos', icon: 'video', permission: 'videos' },
  { label: labels['modelos-documento'], path: '/app/modelos-documento', icon: 'document', permission: 'modelos-documento' },
  { label: labels.usuarios, path: '/app/usuarios', icon: 'user', permission: 'usuarios' },
  { label: labels.empresa, path: '/app/empresa', icon: 'briefcase', permission: 'empresa' },
];

/** The entries a user sees: Home, and each area whose permission the user holds. */
export function visibleMenuEntries(permissions: readonly string[]): MenuEntry[] {
  return menuEntries.filter((entry) => entry.permission === null || permissions.includes(entry.permission));
}
