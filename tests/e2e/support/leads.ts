import { graphqlQuery } from './graphql';
import { requiredEnv, stackEnv } from './env';
import { apiHeaders, asAdminRest, type StaffLogin } from './staff';

/** Who writes through the contact form. */
interface ContactVisitor {
  name: string;
  email: string;
  phone: string;
}

const SEND_CONTACT_MESSAGE = `mutation Contact($input: ContactMessageInput!) {
  sendContactMessage(input: $input) { ok error { message } }
}`;

/**
 * A visitor's contact message through the gateway, as the public site sends it; answers the id of the lead it made,
 * found by the visitor's e-mail as the first administrator.
 */
export async function contactLead(visitor: ContactVisitor, message: string): Promise<number> {
  const sent = await graphqlQuery<{ sendContactMessage: { ok: boolean; error: { message: string } | null } }>(SEND_CONTACT_MESSAGE, {
    input: { ...visitor, interest: 'BUY', message },
  });
  if (!sent.sendContactMessage.ok) throw new Error(`contato recusado: ${sent.sendContactMessage.error?.message}`);
  const found = await asAdminRest<{ data: { id: number }[] }>('GET', `leads?search=${encodeURIComponent(visitor.email)}`);
  const [lead] = found.data;
  if (!lead || found.data.length !== 1) throw new Error(`${found.data.length} leads com o e-mail ${visitor.email}`);
  return lead.id;
}

/** The id of a member of staff, as the REST sign-in answers it. */
export async function staffIdOf(login: StaffLogin): Promise<number> {
  const response = await fetch(`${requiredEnv(stackEnv.apiUrl)}/api/auth`, {
    method: 'POST',
    headers: apiHeaders(),
    body: JSON.stringify({ email: login.email, password: login.password }),
  });
  if (!response.ok) throw new Error(`POST /api/auth answered ${response.status}`);
  return ((await response.json()) as { user: { id: number } }).user.id;
}

/** Assigns a lead to a member of staff, as the first administrator would on its page. */
export async function assignLeadTo(leadId: number, userId: number): Promise<void> {
  await asAdminRest('PUT', `leads/${leadId}/assign`, { user_id: userId });
}

/** How the agency hands out its new leads, as the REST API answers it. */
interface LeadDistributionSetting {
  mode: 'manual' | 'property_broker' | 'duty_rotation';
  handover_minutes: number;
}

/** The distribution setting now. */
export async function leadDistribution(): Promise<LeadDistributionSetting> {
  return (await asAdminRest<{ data: LeadDistributionSetting }>('GET', 'leads/distribution')).data;
}

/** Puts a distribution setting back, so that the other tests' leads go on being handed out as before. */
export async function restoreLeadDistribution(setting: LeadDistributionSetting): Promise<void> {
  await asAdminRest('PUT', 'leads/distribution', { ...setting });
}
