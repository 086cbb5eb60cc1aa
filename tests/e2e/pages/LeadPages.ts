import type { Locator, Page } from '@playwright/test';

/** The lead inbox, /app/leads: the search box, the source and status filters and the table of leads. */
export class LeadListPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly source: Locator;
  readonly status: Locator;
  readonly table: Locator;
  /** The leads as cards, on a phone. */
  readonly cards: Locator;
  readonly count: Locator;
  readonly distribution: LeadDistributionForm;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Leads' });
    this.search = page.getByRole('searchbox', { name: 'Buscar leads' });
    this.source = page.getByRole('combobox', { name: 'Origem' });
    this.status = page.getByRole('combobox', { name: 'Situação' });
    this.table = page.getByRole('region', { name: 'Lista de leads' });
    this.cards = page.getByRole('list', { name: 'Lista de leads' });
    this.count = page.getByText(/^\d+ leads? encontrados?$/);
    this.distribution = new LeadDistributionForm(page);
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/app/leads${query}`);
    await this.heading.waitFor();
  }

  /** The link that opens a lead: the name its row shows. */
  openLink(name: string): Locator {
    return this.table.getByRole('link', { name, exact: true }).first();
  }

  /** A lead's card on a phone, found by the name its heading shows. */
  card(name: string): LeadCard {
    return new LeadCard(this.cards.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name, exact: true }) }), name);
  }
}

/** The one-tap controls of a lead, named with the lead's name: on its card and on its page. */
class LeadContactControls {
  readonly call: Locator;
  readonly whatsapp: Locator;
  readonly start: Locator;

  constructor(scope: Locator | Page, name: string) {
    this.call = scope.getByRole('link', { name: `Ligar para ${name}`, exact: true });
    this.whatsapp = scope.getByRole('link', { name: `Abrir o WhatsApp de ${name}`, exact: true });
    this.start = scope.getByRole('button', { name: `Passar ${name} para Em atendimento`, exact: true });
  }
}

/** One lead's card in the inbox on a phone: its name opening the lead, its lines and its one-tap controls. */
class LeadCard extends LeadContactControls {
  readonly nameLink: Locator;

  constructor(
    readonly root: Locator,
    name: string,
  ) {
    super(root, name);
    this.nameLink = root.getByRole('link', { name, exact: true });
  }
}

/** 'Distribuição dos leads' under the inbox, for the administrators. */
class LeadDistributionForm {
  readonly section: Locator;
  readonly minutes: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Distribuição dos leads' });
    this.minutes = this.section.getByRole('textbox', { name: /^Repassar após \(minutos\)/ });
    this.save = this.section.getByRole('button', { name: /^(Salvar|Salvando\.\.\.)$/ });
  }

  /** A mode's radio button. */
  mode(label: string): Locator {
    return this.section.getByRole('radio', { name: label, exact: true });
  }

  /** What a finger taps to choose a mode: its whole label, the radio button being drawn over by it. */
  modeTarget(label: string): Locator {
    return this.section.locator('label').filter({ has: this.page.getByRole('radio', { name: label, exact: true }) });
  }
}

/**
 * One lead, /app/leads/:id: its data, 'Atribuir a', its status, 'Converter em cliente' with the saving status and
 * the client's link below it, and its history.
 */
export class LeadDetailPage {
  readonly assignee: Locator;
  readonly status: Locator;
  readonly convertButton: Locator;
  readonly clientLink: Locator;
  readonly actionsClientLink: Locator;
  readonly saving: Locator;
  readonly history: Locator;
  /** 'Primeira resposta' in the lead's data. */
  readonly firstResponse: Locator;

  constructor(readonly page: Page) {
    const actions = page.getByRole('region', { name: 'Atendimento' });
    this.assignee = page.getByRole('combobox', { name: 'Atribuir a' });
    this.status = page.getByRole('combobox', { name: 'Situação do lead' });
    this.convertButton = page.getByRole('button', { name: 'Converter em cliente' });
    this.clientLink = page.getByRole('link', { name: 'Abrir o cadastro do cliente' }).first();
    this.actionsClientLink = actions.getByRole('link', { name: 'Abrir o cadastro do cliente' });
    this.saving = actions.getByRole('status');
    this.history = page.getByRole('list', { name: 'Histórico do lead' }).getByRole('listitem');
    this.firstResponse = page
      .getByRole('region', { name: 'Dados do lead' })
      .getByRole('definition')
      .filter({ hasText: /^(Respondido|Sem resposta)/ });
  }

  /** The one-tap controls above the lead's data, named with its name. */
  contact(name: string): LeadContactControls {
    return new LeadContactControls(this.page, name);
  }

  /** The link to the lead's property in its data, named by the text it shows. */
  propertyLink(code: string, title: string): Locator {
    return this.page.getByRole('region', { name: 'Dados do lead' }).getByRole('link', { name: `${code} — ${title}`, exact: true });
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: `Lead de ${name}` });
  }

  toast(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
