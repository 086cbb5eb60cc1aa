import { Counter, type Registry } from 'prom-client';
import { oncePerRegistry } from '../../../observability/metrics-registry.js';

/**
 * What became of a document a portal posted: `accepted` stored as a new lead, `duplicate` a lead already received
 * (answered 200, nothing stored), `refused` unreadable (400, kept in 'Recebidos com erro'), `not_found` a wrong secret
 * or an unknown portal (404).
 */
const PORTAL_LEAD_OUTCOMES = ['accepted', 'duplicate', 'refused', 'not_found'] as const;
export type PortalLeadOutcome = (typeof PORTAL_LEAD_OUTCOMES)[number];

/** Why a sign-in was refused: past a limit of failed attempts or the password gate's line, or wrong credentials. */
const SIGN_IN_REFUSALS = ['rate_limit', 'credentials'] as const;
export type SignInRefusal = (typeof SIGN_IN_REFUSALS)[number];

/** The `portal` of a document posted to an address no portal has: the label never holds text taken from a path. */
export const UNKNOWN_PORTAL = '(desconhecido)';

/** The API's own counters, which routes and domains get in their context; without metrics, they count nothing. */
export interface ApiMetrics {
  /** A document posted by `portal`: one of the known portals' names, or `UNKNOWN_PORTAL`. */
  portalLead(portal: string, outcome: PortalLeadOutcome): void;
  /** Shows every outcome of these portals at 0 from the start, so that the first lead of each is a visible increase. */
  knowPortals(portals: readonly string[]): void;
  refusedSignIn(reason: SignInRefusal): void;
}

const countingNothing: ApiMetrics = {
  portalLead: () => undefined,
  knowPortals: () => undefined,
  refusedSignIn: () => undefined,
};

/**
 * The API's counters in `registry`, made once per registry (the API and the gateway of `npm start` share one); null
 * gives counters that count nothing.
 */
export function apiMetrics(registry: Registry | null): ApiMetrics {
  return registry === null ? countingNothing : apiMetricsOf(registry);
}

const apiMetricsOf = oncePerRegistry((registry): ApiMetrics => {
  const portalLeads = new Counter({
    name: 'portal_leads_total',
    help: 'Leads postados pelos portais, por portal e resultado: aceito, repetido, recusado (documento ilegível) ou endereço não encontrado.',
    labelNames: ['portal', 'outcome'],
    registers: [registry],
  });
  const signInsRefused = new Counter({
    name: 'sign_in_refused_total',
    help: 'Logins recusados, por motivo: limite de tentativas ou fila de senhas cheia (rate_limit), e-mail ou senha errados (credentials).',
    labelNames: ['reason'],
    registers: [registry],
  });
  for (const reason of SIGN_IN_REFUSALS) signInsRefused.inc({ reason }, 0);
  return {
    portalLead: (portal, outcome) => portalLeads.inc({ portal, outcome }),
    knowPortals(portals) {
      for (const portal of portals) for (const outcome of PORTAL_LEAD_OUTCOMES) portalLeads.inc({ portal, outcome }, 0);
    },
    refusedSignIn: (reason) => signInsRefused.inc({ reason }),
  };
});
