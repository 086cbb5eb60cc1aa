import { describe, expect, it } from 'vitest';
import type { Role } from '../../gql/graphql';
import { visibleMenuEntries } from './menuEntries';

const labelsFor = (permissions: string[], role: Role = 'ADMINISTRATIVE') =>
  visibleMenuEntries(permissions, role).map((entry) => entry.label);

describe('side menu by permission', () => {
  it('always has Home, then only the areas the user may open, in menu order', () => {
    expect(labelsFor([])).toEqual(['Home']);
    expect(labelsFor(['imoveis'])).toEqual(['Home', 'Imóveis', 'Portais']);
    expect(labelsFor(['videos', 'clientes', 'imoveis', 'desconhecida'])).toEqual(['Home', 'Imóveis', 'Portais', 'Clientes', 'Vídeos']);
    expect(labelsFor(['leads'])).toEqual(['Home', 'Leads', 'Desempenho']);
    expect(labelsFor(['agenda'])).toEqual(['Home', 'Agenda', 'Feriados']);
    expect(labelsFor(['usuarios'])).toEqual(['Home', 'Usuários', 'Auditoria']);
    expect(labelsFor(['privacidade'])).toEqual(['Home', 'Privacidade']);
  });

  it('lists every area for a user with every permission', () => {
    const all = [
      'imoveis',
      'leads',
      'clientes',
      'corretores',
      'videos',
      'modelos-documento',
      'usuarios',
      'empresa',
      'agenda',
      'privacidade',
    ];
    expect(labelsFor(all)).toEqual([
      'Home',
      'Imóveis',
      'Portais',
      'Leads',
      'Desempenho',
      'Agenda',
      'Clientes',
      'Corretores',
      'Vídeos',
      'Modelos de Documento',
      'Usuários',
      'Empresa',
      'Feriados',
      'Auditoria',
      'Privacidade',
    ]);
    expect(visibleMenuEntries(all, 'ADMINISTRATIVE').map((entry) => entry.path)).toEqual([
      '/app/dashboard',
      '/app/imoveis',
      '/app/portais',
      '/app/leads',
      '/app/desempenho',
      '/app/agenda',
      '/app/clientes',
      '/app/corretores',
      '/app/videos',
      '/app/modelos-documento',
      '/app/usuarios',
      '/app/empresa',
      '/app/feriados',
      '/app/auditoria',
      '/app/privacidade',
    ]);
  });

  it("shows Desempenho, the whole agency's figures, to every role holding leads but the broker", () => {
    expect(labelsFor(['leads'], 'BROKER')).toEqual(['Home', 'Leads', 'Agenda']);
    for (const role of ['LEADBROKER', 'ADMINBROKER', 'ADMINISTRATIVE', 'ADMIN'] as const) {
      expect(labelsFor(['leads'], role), role).toContain('Desempenho');
    }
  });

  it('shows a broker their own Agenda without the permission, and other staff only with it', () => {
    expect(labelsFor([], 'BROKER')).toEqual(['Home', 'Agenda']);
    expect(labelsFor([], 'LEADBROKER')).toEqual(['Home']);
    expect(labelsFor(['agenda'], 'ADMINISTRATIVE')).toContain('Agenda');
  });
});
