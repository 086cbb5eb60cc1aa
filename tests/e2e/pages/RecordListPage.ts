import type { Download, Locator, Page } from '@playwright/test';

/** What tells one back-office list from another on screen. */
export interface RecordListNames {
  /** The h1, e.g. 'Lista de Clientes'. */
  title: string;
  /** The table's region name, e.g. 'Clientes cadastrados'. */
  table: string;
  /** The paging navigation's name. */
  paging: string;
  /** What each row's edit link is named before the row's label, e.g. 'Editar cliente'. */
  editPrefix: string;
  /** The search box's name; 'Pesquisar por nome' by default. */
  search?: string;
  /** The result count line, e.g. /^\d+ clientes? encontrados?$/. */
  count?: RegExp;
  /** The add button's name, e.g. 'Novo cliente'. */
  add?: string;
}

/** A back-office list (clients, brokers, users, companies, videos, templates): heading, search, table, count, paging. */
export class RecordListPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly table: Locator;
  readonly count: Locator;
  readonly paging: Locator;
  readonly addButton: Locator;
  private readonly editPrefix: string;

  constructor(
    readonly page: Page,
    private readonly address: string,
    names: RecordListNames,
  ) {
    this.heading = page.getByRole('heading', { name: names.title, level: 1 });
    this.search = page.getByRole('searchbox', { name: names.search ?? 'Pesquisar por nome' });
    this.table = page.getByRole('region', { name: names.table });
    this.count = page.getByText(names.count ?? /^\d+ .+ encontrad[oa]s?$/);
    this.paging = page.getByRole('navigation', { name: names.paging });
    this.addButton = page.getByRole('link', { name: names.add ?? /^Nov[oa] / });
    this.editPrefix = names.editPrefix;
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${this.address}${query}`);
    await this.heading.waitFor();
  }

  /** Goes to the list searched for one text. */
  gotoSearch(text: string): Promise<void> {
    return this.goto(`?busca=${encodeURIComponent(text)}`);
  }

  /** The labels (names or titles) of the rows on screen, read from each row's edit action (once each: the table may draw a cell in more than one layer). */
  async rowLabels(): Promise<string[]> {
    // Read in one go, so that a table drawn again meanwhile cannot leave a row behind.
    const labels = await this.table
      .getByRole('link', { name: new RegExp(`^${this.editPrefix} `) })
      .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
    return [...new Set(labels.map((label) => (label ?? '').slice(this.editPrefix.length + 1)))];
  }

  editLink(label: string): Locator {
    return this.table.getByRole('link', { name: `${this.editPrefix} ${label}` });
  }
}

export const userList = (page: Page) =>
  new RecordListPage(page, '/app/usuarios', {
    title: 'Lista de Usuários',
    table: 'Usuários cadastrados',
    paging: 'Paginação da lista de usuários',
    editPrefix: 'Editar usuário',
  });

export const companyList = (page: Page) =>
  new RecordListPage(page, '/app/empresa', {
    title: 'Lista de Empresas',
    table: 'Empresas cadastradas',
    paging: 'Paginação da lista de empresas',
    editPrefix: 'Editar empresa',
  });

/** /app/clientes. */
export class ClientListPage extends RecordListPage {
  constructor(page: Page) {
    super(page, '/app/clientes', {
      title: 'Lista de Clientes',
      table: 'Clientes cadastrados',
      paging: 'Paginação da lista de clientes',
      editPrefix: 'Editar cliente',
      count: /^\d+ clientes? encontrados?$/,
      add: 'Novo cliente',
    });
  }
}

/** /app/corretores, whose rows also open the change-password dialog. */
export class BrokerListPage extends RecordListPage {
  constructor(page: Page) {
    super(page, '/app/corretores', {
      title: 'Lista de Corretores',
      table: 'Corretores cadastrados',
      paging: 'Paginação da lista de corretores',
      editPrefix: 'Editar corretor',
      count: /^\d+ corretore?s? encontrados?$/,
      add: 'Novo corretor',
    });
  }

  passwordButton(name: string): Locator {
    return this.table.getByRole('button', { name: `Alterar senha de ${name}` });
  }
}

/** /app/videos. */
export class VideoListPage extends RecordListPage {
  constructor(page: Page) {
    super(page, '/app/videos', {
      title: 'Lista de Vídeos',
      table: 'Vídeos cadastrados',
      paging: 'Paginação da lista de vídeos',
      editPrefix: 'Editar vídeo',
      search: 'Pesquisar por título',
      count: /^\d+ vídeos? encontrados?$/,
      add: 'Novo vídeo',
    });
  }
}

/** /app/modelos-documento, whose rows also download their document. */
export class TemplateListPage extends RecordListPage {
  constructor(page: Page) {
    super(page, '/app/modelos-documento', {
      title: 'Lista de Modelos de Documento',
      table: 'Modelos de documento cadastrados',
      paging: 'Paginação da lista de modelos de documento',
      editPrefix: 'Editar modelo',
      search: 'Pesquisar por título',
      count: /^\d+ modelos? encontrados?$/,
      add: 'Novo modelo',
    });
  }

  downloadButton(title: string): Locator {
    return this.table.getByRole('button', { name: `Baixar modelo ${title}` });
  }

  /** Clicks a row's download button and answers the file the browser saved. */
  async download(title: string): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.downloadButton(title).click()]);
    return download;
  }
}
