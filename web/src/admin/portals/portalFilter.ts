import type { PortalReadiness } from '../../gql/graphql';

/** The 'Situação' filter of the Portais screen: every marked property, only the ready ones, or only the held ones. */
export type PortalFilter = 'todos' | 'prontos' | 'pendencias';

export const portalFilters: readonly PortalFilter[] = ['todos', 'prontos', 'pendencias'];

const readinessOf: Record<PortalFilter, PortalReadiness | null> = {
  todos: null,
  prontos: 'READY',
  pendencias: 'HELD',
};

/** The filter read from the address (?situacao=pendencias); anything else is every marked property. */
export function portalFilterOf(text: string | null): PortalFilter {
  return portalFilters.find((filter) => filter === text) ?? 'todos';
}

/** The report's variables: the readiness asked for (none for every marked property) and the page. */
export function portalReportVariables(filter: PortalFilter, page: number): { readiness: PortalReadiness | null; page: number } {
  return { readiness: readinessOf[filter], page };
}
