import type { Locator, Page } from '@playwright/test';

/** The lead inbox, /app/leads: the search box, the source and status filters and the table of leads. */
export class LeadListPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly source: Locator;
  readonly status: Locator;
  readonly table: Locator;
  readonly count: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Leads' });
    this.search = page.getByRole('searchbox', { name: 'Buscar leads' });
    this.source = page.getByRole('combobox', { name: 'Origem' });
    this.status = page.getByRole('combobox', { name: 'Situação' });
    this.table = page.getByRole('region', { name: 'Lista de leads' });
    this.count = page.getByText(/^\d+ leads? encontrados?$/);
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/app/leads${query}`);
    await this.heading.waitFor();
  }

  /** The link that opens a lead: the name its row shows. */
  openLink(name: string): Locator {
    return this.table.getByRole('link', { name, exact: true }).first();
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

  constructor(readonly page: Page) {
    const actions = page.getByRole('region', { name: 'Atendimento' });
    this.assignee = page.getByRole('combobox', { name: 'Atribuir a' });
    this.status = page.getByRole('combobox', { name: 'Situação do lead' });
    this.convertButton = page.getByRole('button', { name: 'Converter em cliente' });
    this.clientLink = page.getByRole('link', { name: 'Abrir o cadastro do cliente' }).first();
    this.actionsClientLink = actions.getByRole('link', { name: 'Abrir o cadastro do cliente' });
    this.saving = actions.getByRole('status');
    this.history = page.getByRole('list', { name: 'Histórico do lead' }).getByRole('listitem');
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
