import { createRoutesFromElements, matchRoutes, Route, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../adminRoutes';
import { appRouteTree, trainingRouteTree } from './AdminRoutes';

/** Every address the table writes, with '7' for an id. */
function addressesOf(table: object): string[] {
  return Object.values(table).flatMap((value: unknown) => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') return [(value as (id: string) => string)('7')];
    return addressesOf(value as object);
  });
}

const routes: RouteObject[] = createRoutesFromElements(
  <>
    <Route path="/app">{appRouteTree}</Route>
    <Route path="/training-videos">{trainingRouteTree}</Route>
  </>,
);

/** The route an address opens, as the app's routes match it (the query does not take part). */
function screenOf(address: string): RouteObject | undefined {
  const { pathname } = new URL(address, 'https://imobiliaria.example');
  return matchRoutes(routes, pathname)?.at(-1)?.route;
}

describe('back-office addresses', () => {
  it('open a screen of the route table, never the catch-all that goes back to the dashboard', () => {
    const addresses = addressesOf(adminRoutes);
    expect(addresses.length).toBeGreaterThan(25);
    for (const address of addresses) {
      const screen = screenOf(address);
      expect(screen, address).toBeDefined();
      expect(screen?.path, address).not.toBe('*');
    }
  });

  it('are the addresses of the spec', () => {
    expect(adminRoutes.login).toBe('/app/manager');
    expect(adminRoutes.dashboard).toBe('/app/dashboard');
    expect(adminRoutes.trainingLibrary).toBe('/training-videos');
    expect(adminRoutes.properties.edit('7')).toBe('/app/imoveis/editar/7');
    expect(adminRoutes.templates.create).toBe('/app/modelos-documento/novo');
    expect(adminRoutes.company).not.toHaveProperty('create');
    expect(screenOf(adminRoutes.users.profile('7'))?.id).toBe('cadastroUsuario');
  });

  it('keep an id inside its path segment', () => {
    expect(adminRoutes.clients.edit('a/b?c')).toBe('/app/clientes/editar/a%2Fb%3Fc');
    expect(screenOf('/app/clientes/editar/7/excluir')?.path).toBe('*');
  });
});
