/**
 * Back-office addresses, by area: the one place that writes an `/app/…` address (an ESLint rule keeps it so). The
 * routes themselves are declared with relative segments in each area's route file; `routes/adminRoutes.test.tsx`
 * checks that every address here opens its screen there.
 */
import { PASSWORD_RESET_PAGE } from '../../../shared/back-office-paths';

const app = '/app';

/** The list, creation and edit addresses of an area whose records are created and edited in the back office. */
function recordAddresses(list: string) {
  return {
    list,
    create: `${list}/novo`,
    edit: (id: string) => `${list}/editar/${encodeURIComponent(id)}`,
  };
}

const properties = recordAddresses(`${app}/imoveis`);
const leads = `${app}/leads`;
const users = recordAddresses(`${app}/usuarios`);
const company = recordAddresses(`${app}/empresa`);
const holidays = recordAddresses(`${app}/feriados`);
const agenda = `${app}/agenda`;
const newVisit = `${agenda}/nova`;

export const adminRoutes = {
  /** The login screen; also where a signed-out user or a 401 answer lands (spec §4). */
  login: `${app}/manager`,
  /** 'Esqueci minha senha': asks for a link to a new password by e-mail. */
  forgotPassword: `${app}/esqueci-senha`,
  /** Where the mailed link leads (`#token=…`); the API writes the same address (shared/back-office-paths.ts). */
  resetPassword: PASSWORD_RESET_PAGE,
  dashboard: `${app}/dashboard`,
  /** 'Biblioteca de Vídeos', for any signed-in user. */
  trainingLibrary: '/training-videos',
  properties: {
    ...properties,
    /** The list showing only the properties that wait for staff to analyse them, as the top bar's alerts link to it. */
    awaitingAnalysis: `${properties.list}?status=IN_ANALYSIS`,
    /** A property's page open on its 'Chaves' tab, as the top bar's overdue keys link to it. */
    keys: (id: string) => `${properties.edit(id)}?aba=chaves`,
  },
  portals: `${app}/portais`,
  leads: {
    list: leads,
    /** The inbox showing only the new leads, as the top bar's alerts link to it. */
    newLeads: `${leads}?status=NEW`,
    detail: (id: string) => `${leads}/${encodeURIComponent(id)}`,
  },
  clients: recordAddresses(`${app}/clientes`),
  brokers: recordAddresses(`${app}/corretores`),
  users: {
    ...users,
    /** A user's profile screen (route cadastroUsuario, parameter id), opened from the avatar menu. */
    profile: (id: string) => `${users.list}/perfil/${encodeURIComponent(id)}`,
  },
  /** Company records are edited, never created, in the back office. */
  company: { list: company.list, edit: company.edit },
  videos: recordAddresses(`${app}/videos`),
  templates: recordAddresses(`${app}/modelos-documento`),
  /** 'Desempenho': how fast the agency answers its leads, for a period kept in the address (`de`, `ate`). */
  performance: `${app}/desempenho`,
  /**
   * 'Agenda': the brokers' visits by week or day, kept in the address (`dia`, `vista`, `corretor`, and `visita` for the
   * visit whose panel is open); 'Nova visita' on a day, or for a lead, a client or a property.
   */
  agenda: {
    list: agenda,
    visit: (id: string) => `${agenda}?visita=${encodeURIComponent(id)}`,
    create: newVisit,
    createOn: (day: string) => `${newVisit}?dia=${encodeURIComponent(day)}`,
    createForLead: (id: string) => `${newVisit}?lead=${encodeURIComponent(id)}`,
    createForClient: (id: string) => `${newVisit}?cliente=${encodeURIComponent(id)}`,
    createForProperty: (id: string) => `${newVisit}?imovel=${encodeURIComponent(id)}`,
  },
  /** The agency's holidays: listed by year and created; a holiday is deleted from the list, never edited. */
  holidays: { list: holidays.list, create: holidays.create },
  /** 'Auditoria': the audit trail, searched by person, record and period kept in the address (`pessoa`, `tipo`, `numero`, `de`, `ate`). */
  audit: `${app}/auditoria`,
  /** 'Privacidade': a person's data under the LGPD (searched on the screen, never kept in the address) and the retention of leads. */
  privacy: `${app}/privacidade`,
} as const;
