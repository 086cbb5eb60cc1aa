import type { Locator, Page } from '@playwright/test';

/** The back-office property list, /app/imoveis, with its status and delete dialogs. */
export class PropertyListPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly statusFilter: Locator;
  readonly table: Locator;
  readonly count: Locator;
  readonly paging: Locator;
  readonly addButton: Locator;
  readonly statusDialog: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Lista de Imóveis', level: 1 });
    this.search = page.getByRole('searchbox', { name: 'Pesquisar' });
    this.statusFilter = page.getByRole('combobox', { name: 'Status' });
    this.table = page.getByRole('region', { name: 'Imóveis cadastrados' });
    this.count = page.getByText(/^\d+ imóve(l|is) encontrados?$/);
    this.paging = page.getByRole('navigation', { name: 'Paginação da lista de imóveis' });
    this.addButton = page.getByRole('link', { name: 'Novo imóvel' });
    this.statusDialog = page.getByRole('dialog', { name: 'Alterar status do imóvel' });
    this.deleteDialog = page.getByRole('dialog', { name: 'Excluir imóvel' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/app/imoveis${query}`);
    await this.heading.waitFor();
  }

  /** The codes of the rows on screen, top to bottom, read from each row's edit action. */
  async codes(): Promise<string[]> {
    const links = await this.table.getByRole('link', { name: /^Editar imóvel / }).all();
    const names = await Promise.all(links.map((link) => link.getAttribute('aria-label')));
    return names.map((name) => (name ?? '').replace(/^Editar imóvel /, ''));
  }

  changeStatusButton(code: string): Locator {
    return this.table.getByRole('button', { name: `Alterar status do imóvel ${code}` });
  }

  editLink(code: string): Locator {
    return this.table.getByRole('link', { name: `Editar imóvel ${code}` });
  }

  deleteButton(code: string): Locator {
    return this.table.getByRole('button', { name: `Excluir imóvel ${code}` });
  }

  /** The code of the only row on screen (after a search for a unique title). */
  async onlyCode(): Promise<string> {
    const codes = await this.codes();
    if (codes.length !== 1 || codes[0] === undefined) throw new Error(`Expected one row, found ${codes.length}: ${codes.join(', ')}`);
    return codes[0];
  }
}
