import { Router, type Request, type Response } from 'express';
import { toCompanyAnswer } from '../normalize/company.js';
import { toConsultants } from '../normalize/consultant.js';
import type { AgencyApi } from '../rest/agency-api.js';
import type { RawWhatsappClick } from '../rest/leads-types.js';
import { chatLinkWithText } from '../visitors/chat-link.js';
import { sendJsonError } from './responses.js';

const PROPERTY_CHAT_PATH = '/contato/whatsapp/imovel';
const CONSULTANT_CHAT_PATH = '/contato/whatsapp/corretor';
const NO_CHAT_MESSAGE = 'Não há WhatsApp para esta conversa. Use o formulário de contato do site.';
const CHAT_UNAVAILABLE_MESSAGE = 'Não foi possível abrir a conversa agora. Tente novamente em instantes.';
/** The longest prefilled message and page path taken from the address. */
const MAX_TEXT = 1000;
const MAX_PAGE = 300;

/** One text value of the query, or null (missing, repeated or too long). */
function queryText(req: Request, name: string, maxLength: number): string | null {
  const value = req.query[name];
  return typeof value === 'string' && value.length <= maxLength ? value : null;
}

/** The page the click came from: a path of this site (`pagina`), else null. */
function pageOf(req: Request): string | null {
  const page = queryText(req, 'pagina', MAX_PAGE);
  return page !== null && page.startsWith('/') && !page.startsWith('//') ? page : null;
}

/** Where a chat link leads (null when there is no chat for it) and the click to record on the way. */
interface ChatDestination {
  chatUrl: string | null;
  click: RawWhatsappClick;
}

/**
 * Records the click as a lead, then sends the visitor on to the chat whatever happens: a failed or slow record
 * is logged, never a lost conversation.
 */
async function recordThenRedirect(api: AgencyApi, res: Response, click: RawWhatsappClick, target: string, log: (line: string) => void) {
  try {
    await api.leads.recordWhatsappClick(click);
  } catch (error) {
    log(`Clique no WhatsApp não registrado (${JSON.stringify(click)}): ${error instanceof Error ? error.message : String(error)}`);
  }
  res.set('Cache-Control', 'no-store').set('X-Robots-Tag', 'noindex').redirect(302, target);
}

/**
 * One chat route: finds the destination as the visitor (503 when the API does not answer, 404 when there is no
 * chat), then records the click and redirects.
 */
function chatRoute(
  api: AgencyApi,
  log: (line: string) => void,
  destination: (visitor: AgencyApi, req: Request) => Promise<ChatDestination>,
) {
  return async (req: Request, res: Response) => {
    const visitor = api.forClientAddress(req.ip ?? null);
    let found: ChatDestination;
    try {
      found = await destination(visitor, req);
    } catch {
      sendJsonError(res, 503, CHAT_UNAVAILABLE_MESSAGE);
      return;
    }
    if (found.chatUrl === null) {
      sendJsonError(res, 404, NO_CHAT_MESSAGE);
      return;
    }
    await recordThenRedirect(visitor, res, found.click, found.chatUrl, log);
  };
}

/**
 * The chat links of the public site go through the gateway, which records each click as a lead and answers 302
 * with the chat link: `/contato/whatsapp/imovel/{code}?texto=…&pagina=…` to the agency's WhatsApp with the
 * message prefilled, `/contato/whatsapp/corretor/{id}?pagina=…` to a consultant on duty. Plain links: no
 * JavaScript needed. The target is always the agency's or the consultant's number, never one taken from the address.
 */
export function whatsappRedirectRouter(api: AgencyApi, log: (line: string) => void = console.error): Router {
  const router = Router();

  router.get(
    `${PROPERTY_CHAT_PATH}/:code`,
    chatRoute(api, log, async (visitor, req) => {
      const agencyChat = toCompanyAnswer(await visitor.company())?.chatUrl ?? null;
      return {
        chatUrl: agencyChat === null ? null : chatLinkWithText(agencyChat, queryText(req, 'texto', MAX_TEXT)),
        click: { property_code: String(req.params.code), page: pageOf(req) },
      };
    }),
  );

  router.get(
    `${CONSULTANT_CHAT_PATH}/:id`,
    chatRoute(api, log, async (visitor, req) => {
      const consultants = toConsultants(await visitor.publicConsultants());
      return {
        chatUrl: consultants.find((consultant) => consultant.id === req.params.id)?.chatUrl ?? null,
        click: { broker_id: Number(req.params.id), page: pageOf(req) },
      };
    }),
  );

  return router;
}
