import { oneLine, type StatusNotice } from './status-notice.js';

export interface RegistrationReceivedInput {
  recipientName: string | null;
  title: string;
  code: string;
  agencyName: string;
  /** The owner's private page where the property's status can be followed. */
  trackingUrl: string;
}

/** The mail that confirms to an owner that their property was received for analysis, with its tracking link. */
export function registrationReceived(input: RegistrationReceivedInput): StatusNotice {
  const title = oneLine(input.title);
  const greeting = input.recipientName ? `Olá, ${oneLine(input.recipientName)}!` : 'Olá!';
  return {
    subject: `Recebemos o cadastro do seu imóvel: ${title}`,
    text: [
      greeting,
      '',
      `Recebemos o cadastro do seu imóvel. A equipe da ${input.agencyName} vai analisar as informações e as fotos enviadas.`,
      '',
      `Imóvel: ${title}`,
      `Código: ${input.code}`,
      '',
      'Acompanhe a análise por este link (ele é só seu; não o compartilhe):',
      input.trackingUrl,
      '',
      'Atenciosamente,',
      input.agencyName,
    ].join('\n'),
  };
}
