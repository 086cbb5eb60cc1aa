import type { Locator, Page } from '@playwright/test';

/** The back-office broker list, /app/corretores, with the change-password dialog. */
export class BrokerListPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly table: Locator;
  readonly count: Locator;
  readonly paging: Locator;
  readonly addButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Lista de Corretores', level: 1 });
    this.search = page.getByRole('searchbox', { name: 'Pesquisar por nome' });
    this.table = page.getByRole('region', { name: 'Corretores cadastrados' });
    this.count = page.getByText(/^\d+ corretore?s? encontrados?$/);
    this.paging = page.getByRole('navigation', { name: 'Paginação da lista de corretores' });
    this.addButton = page.getByRole('link', { name: 'Novo corretor' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/app/corretores${query}`);
    await this.heading.waitFor();
  }

  /** The names of the rows on screen, read from each row's edit action (once each: the table may draw a cell in more than one layer). */
  async names(): Promise<string[]> {
    // Read in one go, so that a table drawn again meanwhile cannot leave a row behind.
    const labels = await this.table.getByRole('link', { name: /^Editar corretor / }).evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
    return [...new Set(labels.map((label) => (label ?? '').replace(/^Editar corretor /, '')))];
  }

  editLink(name: string): Locator {
    return this.table.getByRole('link', { name: `Editar corretor ${name}` });
  }

  passwordButton(name: string): Locator {
    return this.table.getByRole('button', { name: `Alterar senha de ${name}` });
  }
}

/** The change-password dialog of brokers and users. */
export class PasswordDialog {
  readonly dialog: Locator;
  readonly password: Locator;
  readonly confirmation: Locator;
  readonly save: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Alterar senha' });
    this.password = this.dialog.getByLabel(/^Nova senha/);
    this.confirmation = this.dialog.getByLabel(/^Confirmar nova senha/);
    this.save = this.dialog.getByRole('button', { name: 'Salvar' });
    this.cancel = this.dialog.getByRole('button', { name: 'Cancelar' });
  }
}

/** The broker form, /app/corretores/novo and /app/corretores/editar/:id. */
export class BrokerFormPage {
  readonly name: Locator;
  readonly creci: Locator;
  readonly phone: Locator;
  readonly leader: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly active: Locator;
  readonly onDuty: Locator;
  readonly detailsTab: Locator;
  readonly photoTab: Locator;
  readonly photoInput: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByLabel(/^Nome/);
    this.creci = page.getByLabel(/^CRECI/);
    this.phone = page.getByLabel(/^Telefone/);
    this.leader = page.getByLabel(/^Corretor líder/);
    this.email = page.getByLabel(/^E-mail/);
    this.password = page.getByLabel(/^Senha/);
    this.active = page.getByRole('checkbox', { name: 'Corretor Ativo?' });
    this.onDuty = page.getByRole('checkbox', { name: 'Está de plantão?' });
    this.detailsTab = page.getByRole('tab', { name: 'Detalhes' });
    this.photoTab = page.getByRole('tab', { name: 'Foto' });
    this.photoInput = page.getByLabel(/^Foto do corretor/);
  }

  saveButton(name: 'Cadastrar Corretor' | 'Salvar Alterações'): Locator {
    return this.page.getByRole('button', { name });
  }
}
