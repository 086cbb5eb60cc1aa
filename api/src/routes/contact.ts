import { Router } from 'express';
import type { Kysely } from 'kysely';
import { CONTACT_INTERESTS, type ContactInterest, type Database } from '../db/schema.js';
import { receiveJsonBody } from '../http/body.js';
import { HttpError } from '../http/errors.js';
import { FormReader } from '../http/form.js';
import { createLead } from '../leads/lead-create.js';
import { countedForm, type FormLimits } from '../http/rate-limit.js';
import { contactMail } from '../mail/contact-mail.js';
import { queueMail } from '../mail/queue.js';
import type { PrivacyNoticeVersion } from '../../../shared/privacy-notice.js';
import { requestAddress } from '../audit/audit-actor.js';
import { readConsentVersion, recordConsent, type Consent } from '../audit/consent.js';

const CONTACT_REQUIRED_MESSAGE = 'Por favor, preencha todos os campos obrigatórios.';
const CONTACT_INVALID_MESSAGE = 'Por favor, corrija os erros destacados.';
export const CONTACT_SENT_MESSAGE = 'Mensagem enviada com sucesso! Em breve nossa equipe entrará em contato.';

export interface ContactSettings {
  db: Kysely<Database>;
  limits: FormLimits;
  /** Called once a mail is queued, so that delivery starts right away. */
  onMailQueued: () => void;
}

interface ContactForm {
  name: string;
  email: string;
  phone: string;
  interest: ContactInterest | null;
  message: string;
}

/** The form's message and the version of the privacy notice its sender accepted. */
interface ContactSending {
  message: ContactForm;
  noticeVersion: PrivacyNoticeVersion;
}

/** Reads the contact form; 422 with every field's problem when something required is missing or wrong. */
function readContactForm(body: unknown): ContactSending {
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const form = new FormReader(fields);
  const name = form.text('name', { required: true, maxLength: 120 });
  const email = form.email('email', { required: true });
  const phone = form.text('phone', { required: true, maxLength: 30 });
  const interest = form.oneOf('interest', CONTACT_INTERESTS) ?? null;
  const message = form.text('message', { required: true, maxLength: 5000, multiline: true });
  const noticeVersion = readConsentVersion(form);
  if (form.hasErrors || !name || !email || !phone || !message) {
    const summary = form.missesRequired ? CONTACT_REQUIRED_MESSAGE : (Object.values(form.errors)[0]?.[0] ?? CONTACT_INVALID_MESSAGE);
    throw new HttpError(422, summary, form.errors);
  }
  return { message: { name, email, phone, interest, message }, noticeVersion };
}

/**
 * `POST /api/send-contact-email` (JSON: name, email, phone, interest, message). The message, its lead in
 * the inbox and its mail to the agency (in the outbox) are stored together before the answer; the mail is sent afterwards,
 * with retries, so the visitor's success never depends on the mail server.
 */
export function contactRoutes({ db, limits, onMailQueued }: ContactSettings): Router {
  const router = Router();
  router.post(
    '/send-contact-email',
    countedForm(db, 'contact', limits, async (req, res) => {
      await receiveJsonBody(req, res);
      const { message, noticeVersion } = readContactForm(req.body);
      const now = new Date();
      const consent: Consent = { form: 'contact', version: noticeVersion, address: requestAddress(req), at: now };
      await db.transaction().execute(async (transaction) => {
        const stored = await transaction
          .insertInto('contact_messages')
          .values({ ...message, created_at: now.toISOString() })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordConsent(transaction, consent, { type: 'contact_message', id: stored.id });
        await queueMail(transaction, { kind: 'contact_message', referenceId: stored.id, ...contactMail(stored) }, now);
        await createLead(transaction, { source: 'contact', ...message });
      });
      onMailQueued();
      return CONTACT_SENT_MESSAGE;
    }),
  );
  return router;
}
