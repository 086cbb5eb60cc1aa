import type { Role } from '../../gql/graphql';

/**
 * Whether a role keeps an agenda of its own: the broker opens 'Agenda' for their own visits without the permission
 * agenda, as the API lets them (other staff need it, and see every broker's).
 */
export function keepsOwnAgenda(role: Role): boolean {
  return role === 'BROKER';
}
