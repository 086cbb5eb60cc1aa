import { describe, expect, it } from 'vitest';
import { visibleMenuEntries } from './menuEntries';

const labelsFor = (permissions: string[]) => visibleMenuEntries(permissions).map((entry) => entry.label);

describe('side menu by permission', () => {
  it('always has Home, then only the areas the user may open, in menu order', () => {
    expect(labelsFor([])).toEqual(['Home']);
    expect(labelsFor(['imoveis'])).toEqual(['Home', 'Imóveis', 'Portais']);
    expect(labelsFor(['videos', 'clientes', 'imoveis', 'desconhecida'])).toEqual(['Home', 'Imóveis', 'Portais', 'Clientes', 'Vídeos']);
    expect(labelsFor(['leads'])).toEqual(['Home', 'Leads']);
    expect(labelsFor(['agenda'])).toEqual(['Home', 'Feriados']);
  });

  it('lists every area for a user with every permission', () => {
    const all = ['imoveis', 'leads', 'clientes', 'corretores', 'videos', 'modelos-documento', 'usuarios', 'empresa', 'agenda'];
    expect(labelsFor(all)).toEqual([
      'Home',
      'Imóveis',
      'Portais',
      'Leads',
      'Clientes',
      'Corretores',
      'Vídeos',
      'Modelos de Documento',
      'Usuários',
      'Empresa',
      'Feriados',
    ]);
    expect(visibleMenuEntries(all).map((entry) => entry.path)).toEqual([
      '/app/dashboard',
      '/app/imoveis',
      '/app/portais',
      '/app/leads',
      '/app/clientes',
      '/app/corretores',
      '/app/videos',
      '/app/modelos-documento',
      '/app/usuarios',
      '/app/empresa',
      '/app/feriados',
    ]);
  });
});
