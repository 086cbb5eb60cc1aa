import type { Role } from '../../gql/graphql';

/**
 * Whether a role sees the whole agency's figures ('Desempenho'): every role but the broker, who sees only their own
 * properties and leads (the API refuses them the agency's figures).
 */
export function seesWholeAgency(role: Role): boolean {
  return role !== 'BROKER';
}
