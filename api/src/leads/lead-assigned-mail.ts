import type { LeadSource } from '../db/schema.js';
import type { MailToQueue } from '../mail/queue.js';
import { oneLine } from '../mail/status-notice.js';

/** The lead's sources as the broker reads them in the mail. */
const SOURCE_LABELS: Record<LeadSource, string> = {
  contact: 'Formulário de contato do site',
  registration: 'Cadastro de imóvel pelo proprietário',
  whatsapp: 'Clique no WhatsApp do site',
  zap: 'ZAP Imóveis',
  vivareal: 'Viva Real',
  olx: 'OLX',
  chavesnamao: 'Chaves na Mão',
  visit: 'Agendamento de visita pelo site',
};

/** What the mail tells of the lead and of the broker it goes to. */
interface AssignedLead {
  id: number;
  source: LeadSource;
  name: string | null;
  phone: string | null;
  email: string | null;
  message: string | null;
  propertyCode: string | null;
  propertyTitle: string | null;
  listingCode: string | null;
  brokerName: string;
  brokerEmail: string;
  /** Minutes the broker has to take the lead before it passes on; null when it does not pass on. */
  handoverMinutes: number | null;
  /** The public site, e.g. `https://imobiliaria.com.br`, without a trailing slash. */
  siteUrl: string;
}

/** A Brazilian phone's digits as a WhatsApp chat link (country code 55 added when missing). */
function whatsAppLink(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 10) return undefined;
  return `https://wa.me/${digits.length <= 11 ? `55${digits}` : digits}`;
}

function propertyLine(lead: AssignedLead): string {
  if (lead.propertyCode !== null) return `Imóvel: ${lead.propertyCode} – ${oneLine(lead.propertyTitle ?? '')}`;
  if (lead.listingCode !== null) return `Imóvel: não identificado (o portal informou o código ${oneLine(lead.listingCode)})`;
  return 'Imóvel: não informado';
}

/** The mail that tells a broker, at once, that a lead is theirs: who, how to reach them on WhatsApp, and about what. */
export function leadAssignedMail(lead: AssignedLead): MailToQueue {
  const name = lead.name === null ? 'sem nome' : oneLine(lead.name);
  const chat = lead.phone === null ? undefined : whatsAppLink(lead.phone);
  const deadline =
    lead.handoverMinutes === null
      ? "Mova-o para 'Em atendimento' assim que responder."
      : `Responda e mova-o para 'Em atendimento' em até ${lead.handoverMinutes} min; depois disso ele passa para o próximo corretor do plantão.`;
  return {
    kind: 'lead_assigned',
    referenceId: lead.id,
    to: lead.brokerEmail,
    subject: `Novo lead para você: ${name}`,
    text: [
      `Olá, ${oneLine(lead.brokerName).split(' ')[0]}!`,
      '',
      `Um lead chegou para você. ${deadline}`,
      '',
      `Nome: ${name}`,
      ...(lead.phone === null ? [] : [`Telefone: ${lead.phone}`]),
      ...(chat === undefined ? [] : [`WhatsApp: ${chat}`]),
      ...(lead.email === null ? [] : [`E-mail: ${lead.email}`]),
      ...(lead.message === null ? [] : ['Mensagem:', lead.message]),
      propertyLine(lead),
      `Origem: ${SOURCE_LABELS[lead.source]}`,
      '',
      `Abrir o lead: ${lead.siteUrl}/app/leads/${lead.id}`,
    ].join('\n'),
  };
}
