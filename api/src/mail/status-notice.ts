import type { PropertyStatus } from '../db/schema.js';

export interface StatusNoticeInput {
  status: Extract<PropertyStatus, 'approved' | 'rejected'>;
  recipientName: string | null;
  title: string;
  code: string;
  /** Street, number, neighbourhood, city and state, as far as known. */
  place: string;
  agencyName: string;
  agencyPhone: string | null;
  /** The owner's private page where the property's status can be followed. */
  trackingUrl: string;
  /** Why the property was rejected, as staff wrote it; given with a rejection. */
  reason: string | null;
}

export interface StatusNotice {
  subject: string;
  text: string;
}

/** One line of header text: line breaks and tabs become spaces. */
export function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').trim();
}

/** The mail that tells a property's client (or the owner who registered it) that it was approved or rejected. */
export function statusNotice(input: StatusNoticeInput): StatusNotice {
  const title = oneLine(input.title);
  const greeting = input.recipientName ? `Olá, ${oneLine(input.recipientName)}!` : 'Olá!';
  const contact = input.agencyPhone
    ? `Para qualquer dúvida, responda a este e-mail ou ligue para ${input.agencyPhone}.`
    : 'Para qualquer dúvida, responda a este e-mail.';
  const about = [`Imóvel: ${title}`, `Código: ${input.code}`, ...(input.place ? [`Endereço: ${input.place}`] : [])];
  const signature = ['Atenciosamente,', input.agencyName];
  const tracking = ['Acompanhe o seu imóvel por este link (ele é só seu; não o compartilhe):', input.trackingUrl];
  if (input.status === 'approved') {
    return {
      subject: `Seu imóvel foi aprovado: ${title} (${input.code})`,
      text: [
        greeting,
        '',
        `Boas notícias: o cadastro do seu imóvel foi aprovado pela equipe da ${input.agencyName}.`,
        '',
        ...about,
        '',
        'Em breve um de nossos corretores entrará em contato para combinar os próximos passos.',
        '',
        ...tracking,
        '',
        contact,
        '',
        ...signature,
      ].join('\n'),
    };
  }
  return {
    subject: `Seu imóvel não foi aprovado: ${title} (${input.code})`,
    text: [
      greeting,
      '',
      `Analisamos o cadastro do seu imóvel e, neste momento, ele não foi aprovado pela equipe da ${input.agencyName}.`,
      '',
      ...about,
      '',
      ...(input.reason ? ['Motivo:', input.reason.trim(), ''] : []),
      'Se quiser enviar informações que faltaram ou tirar dúvidas, fale com a gente.',
      '',
      ...tracking,
      '',
      contact,
      '',
      ...signature,
    ].join('\n'),
  };
}
