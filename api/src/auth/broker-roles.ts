import type { UserRole } from '../db/schema.js';

/** The roles of the agency's brokers: who is handed leads, is assigned them and keeps an agenda of visits. */
export const BROKER_ROLES: readonly UserRole[] = ['broker', 'leadbroker', 'adminbroker'];
