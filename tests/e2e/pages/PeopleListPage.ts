import type { Locator, Page } from '@playwright/test';

/** A people list of the back office (users, companies): heading, name search, table, paging. */
export class PeopleListPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly table: Locator;
  readonly paging: Locator;

  constructor(
    readonly page: Page,
    private readonly address: string,
    names: { title: string; table: string; paging: string; editPrefix: string },
  ) {
    this.heading = page.getByRole('heading', { name: names.title, level: 1 });
    this.search = page.getByRole('searchbox', { name: 'Pesquisar por nome' });
    this.table = page.getByRole('region', { name: names.table });
    this.paging = page.getByRole('navigation', { name: names.paging });
    this.editPrefix = names.editPrefix;
  }

  private readonly editPrefix: string;

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${this.address}${query}`);
    await this.heading.waitFor();
  }

  /** The names of the rows on screen, read from each row's edit action (once each: the table may draw a cell in more than one layer). */
  async names(): Promise<string[]> {
    // Read in one go, so that a table drawn again meanwhile cannot leave a row behind.
    const labels = await this.table.getByRole('link', { name: new RegExp(`^${this.editPrefix} `) }).evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
    return [...new Set(labels.map((label) => (label ?? '').slice(this.editPrefix.length + 1)))];
  }

  editLink(name: string): Locator {
    return this.table.getByRole('link', { name: `${this.editPrefix} ${name}` });
  }
}

export const userList = (page: Page) =>
  new PeopleListPage(page, '/app/usuarios', { title: 'Lista de Usuários', table: 'Usuários cadastrados', paging: 'Paginação da lista de usuários', editPrefix: 'Editar usuário' });

export const companyList = (page: Page) =>
  new PeopleListPage(page, '/app/empresa', { title: 'Lista de Empresas', table: 'Empresas cadastradas', paging: 'Paginação da lista de empresas', editPrefix: 'Editar empresa' });
