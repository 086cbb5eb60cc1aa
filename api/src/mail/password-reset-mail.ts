import type { MailToQueue } from './queue.js';
import { oneLine } from './status-notice.js';

/** The mail that carries a staff member's single-use link to a new password. */
export function passwordResetMail(user: { id: number; name: string; email: string }, link: string, validMinutes: number): MailToQueue {
  return {
    kind: 'password_reset',
    referenceId: user.id,
    to: user.email,
    subject: 'Link para criar uma nova senha',
    text: [
      `Olá, ${oneLine(user.name).split(' ')[0]}!`,
      '',
      'Recebemos um pedido para criar uma nova senha para o seu acesso ao sistema da imobiliária.',
      `Abra este link em até ${validMinutes} minutos para criar a nova senha (ele só pode ser usado uma vez):`,
      link,
      '',
      'Ao criar a nova senha, você sai do sistema em todos os aparelhos e entra de novo com ela.',
      'Se não foi você quem pediu, ignore este e-mail: a sua senha continua a mesma.',
    ].join('\n'),
  };
}
