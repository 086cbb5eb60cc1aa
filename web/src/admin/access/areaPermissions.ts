/** The permissions that open back-office areas, by the identifier the API grants (spec §6). */
export type AreaPermission =
  'imoveis' | 'leads' | 'clientes' | 'corretores' | 'videos' | 'modelos-documento' | 'usuarios' | 'empresa' | 'agenda' | 'privacidade';

/**
 * The permission each area needs, in one place for its routes and its menu entry. The properties' permission also
 * opens Portais, the leads' opens Desempenho (not for a broker: `wholeAgency.ts`), the users' opens Auditoria; Home,
 * the training library and a user's own profile need none; a broker opens their own agenda without its permission
 * (`ownAgenda.ts`).
 */
export const areaPermissions = {
  properties: 'imoveis',
  portals: 'imoveis',
  leads: 'leads',
  performance: 'leads',
  clients: 'clientes',
  brokers: 'corretores',
  videos: 'videos',
  templates: 'modelos-documento',
  users: 'usuarios',
  company: 'empresa',
  agenda: 'agenda',
  holidays: 'agenda',
  audit: 'usuarios',
  privacy: 'privacidade',
} as const satisfies Record<string, AreaPermission>;
