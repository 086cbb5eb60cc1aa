import type { ContactInterest, ContactMessageRow } from '../db/schema.js';

/** How the contact form names each interest (the same labels the visitor picked from). */
const CONTACT_INTEREST_LABELS: Record<ContactInterest, string> = {
  buy: 'Quero comprar',
  rent: 'Quero alugar',
  sell: 'Quero vender meu imóvel',
  rent_out: 'Quero colocar meu imóvel para alugar',
  others: 'Outros assuntos',
};

export interface ContactMail {
  subject: string;
  text: string;
  replyTo: { name: string; address: string };
}

const receivedAtFormat = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** One line of header text: line breaks and tabs become spaces. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').trim();
}

/** The mail the agency receives for a contact message: pt-BR subject and plain text, replies go to the visitor. */
export function contactMail(message: ContactMessageRow): ContactMail {
  const name = oneLine(message.name);
  const interest = message.interest === null ? undefined : CONTACT_INTEREST_LABELS[message.interest];
  const subject = interest === undefined ? `Contato pelo site: ${name}` : `Contato pelo site: ${name} — ${interest}`;
  const text = [
    'Nova mensagem recebida pelo formulário de contato do site.',
    '',
    `Nome: ${name}`,
    `E-mail: ${oneLine(message.email)}`,
    `Telefone: ${oneLine(message.phone)}`,
    `Interesse: ${interest ?? 'Não informado'}`,
    `Recebida em: ${receivedAtFormat.format(new Date(message.created_at))} (horário de Brasília)`,
    '',
    'Mensagem:',
    message.message,
    '',
    `Para responder, use "Responder": a resposta vai direto para ${oneLine(message.email)}.`,
  ].join('\n');
  return { subject, text, replyTo: { name, address: oneLine(message.email) } };
}
