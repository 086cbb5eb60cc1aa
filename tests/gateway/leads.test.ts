/**
 * The lead inbox through the gateway against the real API: a visitor's contact message and chat click as leads, the
 * list searched and filtered, a lead with its history, its assignment, status and conversion into a client, its first
 * response and a chat opened from it, the distribution setting (saved by the administrators only), a broker kept to
 * their own leads, and a user without the leads permission refused in pt-BR.
 */
import { describe, expect, it } from 'vitest';
import { errorsOf, FORBIDDEN, graphqlAs, INVALID_SESSION } from './back-office-support.js';
import {
  ASSIGN_LEAD,
  CHANGE_LEAD_STATUS,
  clickChat,
  CONVERT_LEAD,
  LEAD,
  LEAD_ASSIGNEES,
  LEAD_DISTRIBUTION,
  LEADS,
  NEW_LEAD_COUNT,
  RECORD_LEAD_CHAT,
  SAVE_LEAD_DISTRIBUTION,
  sendContact,
  startLeadsStack,
  type LeadData,
  type LeadDistributionData,
  type LeadDistributionResultData,
  type LeadPageData,
  type LeadPersonData,
  type LeadResultData,
} from './leads-support.js';
import { useSuiteStack } from './suite-stack.js';

const suite = useSuiteStack(startLeadsStack);

const VISITOR = { name: 'Heloísa Bittencourt', email: 'heloisa.bittencourt@exemplo.com.br', phone: '(19) 98765-4321' };
/** Another visitor, whose lead only the chat test answers. */
const CHATTER = { name: 'Otávio Quintanilha', email: 'otavio.quintanilha@exemplo.com.br', phone: '(19) 98111-2233' };

async function leadsAs(token: string, variables: Record<string, unknown> = {}): Promise<LeadPageData> {
  const answer = await graphqlAs<{ leads: LeadPageData }>(suite().stack.gatewayUrl, token, LEADS, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!.leads;
}

async function leadAs(token: string, id: string): Promise<LeadData | null> {
  const answer = await graphqlAs<{ lead: LeadData | null }>(suite().stack.gatewayUrl, token, LEAD, { id });
  expect(answer.errors).toBeUndefined();
  return answer.data!.lead;
}

async function change<K extends string>(field: K, query: string, variables: Record<string, unknown>): Promise<LeadResultData> {
  const answer = await graphqlAs<Record<K, LeadResultData>>(suite().stack.gatewayUrl, suite().adminToken, query, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data![field];
}

async function newCount(token: string): Promise<number> {
  const answer = await graphqlAs<{ newLeadCount: number }>(suite().stack.gatewayUrl, token, NEW_LEAD_COUNT);
  expect(answer.errors).toBeUndefined();
  return answer.data!.newLeadCount;
}

/** The contact lead of the visitor, made once for the suite. */
let contactLeadId: string | undefined;
async function contactLead(): Promise<string> {
  if (contactLeadId !== undefined) return contactLeadId;
  await sendContact(suite().stack, { ...VISITOR, message: 'Quero saber mais sobre o apartamento do centro.' });
  const found = await leadsAs(suite().adminToken, { search: VISITOR.email });
  expect(found.items.map((lead) => lead.email)).toEqual([VISITOR.email]);
  contactLeadId = found.items[0]!.id;
  return contactLeadId;
}

describe('the lead inbox', () => {
  it('lists a contact message and a chat click newest first, 10 per page, and counts the new ones', async () => {
    const { stack, adminToken, propertyCode } = suite();
    const before = await newCount(adminToken);
    const id = await contactLead();
    const click = await clickChat(stack, propertyCode);
    expect(click.status).toBe(302);
    expect(await newCount(adminToken)).toBe(before + 2);

    const page = await leadsAs(adminToken);
    expect(page).toMatchObject({ page: 1, perPage: 10 });
    expect(page.pageCount).toBe(Math.ceil(page.total / 10));
    const ids = page.items.map((lead) => Number(lead.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const [newest, previous] = page.items;
    expect(newest).toMatchObject({ source: 'WHATSAPP', status: 'NEW', name: null, email: null, propertyCode });
    expect(previous).toMatchObject({
      id,
      source: 'CONTACT',
      status: 'NEW',
      name: VISITOR.name,
      phone: VISITOR.phone,
      email: VISITOR.email,
    });
    expect(newest!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('searches by name, phone digits and property code, and filters by source and status', async () => {
    const { adminToken, propertyCode } = suite();
    const id = await contactLead();
    for (const search of ['heloisa bittencourt', '98765 4321', VISITOR.email.toUpperCase()]) {
      expect(
        (await leadsAs(adminToken, { search })).items.map((lead) => lead.id),
        search,
      ).toEqual([id]);
    }
    const byCode = await leadsAs(adminToken, { search: propertyCode });
    expect(byCode.total).toBeGreaterThan(0);
    expect(byCode.items.every((lead) => lead.propertyCode === propertyCode)).toBe(true);
    const clicks = await leadsAs(adminToken, { source: 'WHATSAPP' });
    expect(clicks.items.every((lead) => lead.source === 'WHATSAPP')).toBe(true);
    expect(clicks.items.some((lead) => lead.id === id)).toBe(false);
    const contacts = await leadsAs(adminToken, { source: 'CONTACT', status: 'NEW', search: VISITOR.name });
    expect(contacts.items.map((lead) => lead.id)).toEqual([id]);
    expect((await leadsAs(adminToken, { status: 'DISCARDED', search: VISITOR.email })).total).toBe(0);
  });

  it('shows a page past the end as the last page', async () => {
    const page = await leadsAs(suite().adminToken, { page: 999 });
    expect(page.page).toBe(Math.max(1, page.pageCount));
    expect(page.items.length).toBeGreaterThan(0);
  });

  it('shows a lead with what the visitor sent and its history', async () => {
    const lead = await leadAs(suite().adminToken, await contactLead());
    expect(lead).toMatchObject({
      name: VISITOR.name,
      interest: 'BUY',
      message: 'Quero saber mais sobre o apartamento do centro.',
      property: null,
      clientId: null,
    });
    expect(lead!.events.map(({ id: _id, ...event }) => event)).toEqual([
      {
        kind: 'CREATED',
        actor: null,
        at: lead!.createdAt,
        source: 'CONTACT',
        status: null,
        assignee: null,
        clientId: null,
        fromName: null,
        minutes: null,
      },
    ]);
    expect(await leadAs(suite().adminToken, '999999')).toBeNull();
  });

  it('shows a chat click with its property and the page it came from', async () => {
    const { adminToken, propertyCode } = suite();
    const [click] = (await leadsAs(adminToken, { source: 'WHATSAPP', search: propertyCode })).items;
    const lead = await leadAs(adminToken, click!.id);
    expect(lead).toMatchObject({ source: 'WHATSAPP', name: null, page: '/imovel/teste', property: { code: propertyCode } });
    expect(lead!.property!.slug).toBeTruthy();
  });

  it('offers the active brokers to assign to, assigns, unassigns and refuses anyone else in pt-BR', async () => {
    const { adminToken, brokerId, brokerName } = suite();
    const id = await contactLead();
    const assignees = await graphqlAs<{ leadAssignees: LeadPersonData[] }>(suite().stack.gatewayUrl, adminToken, LEAD_ASSIGNEES);
    expect(assignees.data?.leadAssignees).toContainEqual({ id: brokerId, name: brokerName });

    const assigned = await change('assignLead', ASSIGN_LEAD, { id, userId: brokerId });
    expect(assigned).toMatchObject({
      ok: true,
      message: 'Lead atribuído com sucesso!',
      error: null,
      lead: { assignee: { id: brokerId, name: brokerName } },
    });
    expect(assigned.lead!.events.at(-1)).toMatchObject({
      kind: 'ASSIGNED',
      actor: { name: 'Administrador' },
      assignee: { id: brokerId, name: brokerName },
    });

    const refused = await change('assignLead', ASSIGN_LEAD, { id, userId: '999999' });
    expect(refused).toEqual({
      ok: false,
      message: null,
      lead: null,
      error: {
        message: 'Por favor, corrija os erros destacados.',
        fieldErrors: [{ field: 'userId', message: 'Selecione um corretor ativo.' }],
      },
    });

    const unassigned = await change('assignLead', ASSIGN_LEAD, { id, userId: null });
    expect(unassigned).toMatchObject({ ok: true, message: 'O lead não está mais atribuído a ninguém.', lead: { assignee: null } });
    expect(unassigned.lead!.events.at(-1)).toMatchObject({ kind: 'ASSIGNED', assignee: null });
    await change('assignLead', ASSIGN_LEAD, { id, userId: brokerId });
  });

  it('changes the status and converts the lead into a client, once', async () => {
    const { adminToken } = suite();
    const id = await contactLead();
    const inProgress = await change('changeLeadStatus', CHANGE_LEAD_STATUS, { id, status: 'IN_PROGRESS' });
    expect(inProgress).toMatchObject({ ok: true, message: 'Situação do lead atualizada com sucesso!', lead: { status: 'IN_PROGRESS' } });
    expect(inProgress.lead!.events.at(-1)).toMatchObject({ kind: 'STATUS', status: 'IN_PROGRESS' });
    const answeredAt = inProgress.lead!.firstResponseAt;
    expect(answeredAt).toBe(inProgress.lead!.events.at(-1)!.at);

    const converted = await change('convertLeadToClient', CONVERT_LEAD, { id });
    expect(converted).toMatchObject({ ok: true, message: 'Lead convertido em cliente com sucesso!', lead: { status: 'CONVERTED' } });
    const clientId = converted.lead!.clientId;
    expect(clientId).toMatch(/^\d+$/);
    expect(converted.lead!.events.slice(-2)).toMatchObject([
      { kind: 'CONVERTED', clientId },
      { kind: 'STATUS', status: 'CONVERTED' },
    ]);
    const client = await graphqlAs<{ client: { name: string; email: string } | null }>(
      suite().stack.gatewayUrl,
      adminToken,
      'query Client($id: ID!) { client(id: $id) { name email } }',
      { id: clientId },
    );
    expect(client.data?.client).toEqual({ name: VISITOR.name, email: VISITOR.email });

    // The first response stays the first: the conversion came later.
    expect(converted.lead!.firstResponseAt).toBe(answeredAt);
    const listed = await leadsAs(adminToken, { search: VISITOR.email });
    expect(listed.items).toMatchObject([{ id, firstResponseAt: answeredAt }]);

    const again = await change('convertLeadToClient', CONVERT_LEAD, { id });
    expect(again).toMatchObject({ ok: false, lead: null, error: { message: 'Este lead já foi convertido em cliente.' } });
    const click = (await leadsAs(adminToken, { source: 'WHATSAPP', status: 'NEW' })).items[0]!;
    const anonymous = await change('convertLeadToClient', CONVERT_LEAD, { id: click.id });
    expect(anonymous.error?.message).toBe('Para converter em cliente, o lead precisa ter nome, telefone e e-mail.');
  });

  it('records a chat opened from a lead in its history, and its first response once', async () => {
    const { adminToken, stack } = suite();
    await sendContact(stack, { ...CHATTER, message: 'Posso falar pelo WhatsApp?' });
    const [listed] = (await leadsAs(adminToken, { search: CHATTER.email })).items;
    expect(listed).toMatchObject({ status: 'NEW', firstResponseAt: null, listingCode: null });
    const chat = async () => {
      const answer = await graphqlAs<{ recordLeadChat: LeadData }>(stack.gatewayUrl, adminToken, RECORD_LEAD_CHAT, { id: listed!.id });
      expect(answer.errors).toBeUndefined();
      return answer.data!.recordLeadChat;
    };

    const first = await chat();
    expect(first.status).toBe('NEW');
    expect(first.events.at(-1)).toMatchObject({
      kind: 'CHAT',
      actor: { name: 'Administrador' },
      assignee: null,
      fromName: null,
      minutes: null,
    });
    expect(first.firstResponseAt).toBe(first.events.at(-1)!.at);
    const second = await chat();
    expect(second.events.filter((event) => event.kind === 'CHAT')).toHaveLength(2);
    expect(second.firstResponseAt).toBe(first.firstResponseAt);

    const unknown = await graphqlAs(stack.gatewayUrl, adminToken, RECORD_LEAD_CHAT, { id: '999999' });
    expect(errorsOf(unknown)).toMatchObject([{ code: 'NOT_FOUND', message: 'O lead não foi encontrado.' }]);
  });

  it('reads the distribution setting, saves it for an administrator, answers refusals as data and refuses a broker', async () => {
    const { adminToken, brokerToken, stack } = suite();
    const read = async (token: string) => {
      const answer = await graphqlAs<{ leadDistribution: LeadDistributionData }>(stack.gatewayUrl, token, LEAD_DISTRIBUTION);
      expect(answer.errors).toBeUndefined();
      return answer.data!.leadDistribution;
    };
    const save = async (token: string, variables: Record<string, unknown>) =>
      graphqlAs<{ saveLeadDistribution: LeadDistributionResultData }>(stack.gatewayUrl, token, SAVE_LEAD_DISTRIBUTION, variables);
    const before = await read(adminToken);
    expect(['MANUAL', 'PROPERTY_BROKER', 'DUTY_ROTATION']).toContain(before.mode);
    expect(before.handoverMinutes).toBe(15);
    expect(await read(brokerToken)).toEqual(before);

    const saved = await save(adminToken, { mode: 'DUTY_ROTATION', handoverMinutes: 20 });
    expect(saved.data?.saveLeadDistribution).toEqual({
      ok: true,
      message: 'Distribuição dos leads salva com sucesso!',
      error: null,
      distribution: { mode: 'DUTY_ROTATION', handoverMinutes: 20 },
    });
    expect(await read(adminToken)).toEqual({ mode: 'DUTY_ROTATION', handoverMinutes: 20 });

    const refused = await save(adminToken, { mode: 'MANUAL', handoverMinutes: 1441 });
    expect(refused.data?.saveLeadDistribution).toEqual({
      ok: false,
      message: null,
      distribution: null,
      error: {
        message: 'Por favor, corrija os erros destacados.',
        fieldErrors: [{ field: 'handoverMinutes', message: 'Informe um tempo entre 1 e 1440 minutos.' }],
      },
    });

    const broker = await save(brokerToken, { mode: 'MANUAL', handoverMinutes: 15 });
    expect(errorsOf(broker).map(({ code, message }) => ({ code, message }))).toEqual([
      { code: 'FORBIDDEN', message: 'Apenas a administração pode mudar a distribuição dos leads.' },
    ]);
    expect(await read(adminToken)).toEqual({ mode: 'DUTY_ROTATION', handoverMinutes: 20 });

    // Back as the demo had it, so that the suite's other leads are handed out as before.
    expect((await save(adminToken, { ...before })).data?.saveLeadDistribution.ok).toBe(true);
  });

  it('keeps a broker to the leads assigned to them or of their chat link and properties', async () => {
    const { brokerToken, brokerId, adminToken } = suite();
    const id = await contactLead();
    await change('assignLead', ASSIGN_LEAD, { id, userId: brokerId });
    const own = await leadsAs(brokerToken);
    expect(own.items.map((lead) => lead.id)).toContain(id);
    expect(own.items.every((lead) => lead.assignee?.id === brokerId || lead.broker?.id === brokerId)).toBe(true);
    const others = (await leadsAs(adminToken, { source: 'WHATSAPP' })).items.filter(
      (lead) => lead.assignee?.id !== brokerId && lead.broker?.id !== brokerId,
    );
    expect(others.length).toBeGreaterThan(0);
    expect(await leadAs(brokerToken, others[0]!.id)).toBeNull();
    const refused = await graphqlAs(suite().stack.gatewayUrl, brokerToken, CHANGE_LEAD_STATUS, { id: others[0]!.id, status: 'DISCARDED' });
    expect(errorsOf(refused)).toMatchObject([{ code: 'NOT_FOUND', message: 'O lead não foi encontrado.' }]);
  });

  it('refuses a user without the leads permission, and a visitor, with a pt-BR message', async () => {
    const { clerkToken, stack } = suite();
    const id = await contactLead();
    for (const [query, variables] of [
      [LEADS, {}],
      [LEAD, { id }],
      [NEW_LEAD_COUNT, {}],
      [LEAD_ASSIGNEES, {}],
      [ASSIGN_LEAD, { id, userId: null }],
      [CHANGE_LEAD_STATUS, { id, status: 'DISCARDED' }],
      [CONVERT_LEAD, { id }],
      [RECORD_LEAD_CHAT, { id }],
      [LEAD_DISTRIBUTION, {}],
      [SAVE_LEAD_DISTRIBUTION, { mode: 'MANUAL', handoverMinutes: 15 }],
    ] as const) {
      const refused = await graphqlAs(stack.gatewayUrl, clerkToken, query, variables);
      expect(
        errorsOf(refused).map(({ code, message }) => ({ code, message })),
        query,
      ).toEqual([{ code: 'FORBIDDEN', message: FORBIDDEN }]);
      const visitor = await graphqlAs(stack.gatewayUrl, null, query, variables);
      expect(
        errorsOf(visitor).map(({ code, message }) => ({ code, message })),
        query,
      ).toEqual([{ code: 'UNAUTHENTICATED', message: INVALID_SESSION }]);
    }
    expect((await leadAs(suite().adminToken, id))!.status).not.toBe('DISCARDED');
  });
});
