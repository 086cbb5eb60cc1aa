import type { Locator, Page } from '@playwright/test';
import { RecordListPage } from './RecordListPage';

/** The back-office property list, /app/imoveis, with its status filter and its status and delete dialogs. */
export class PropertyListPage extends RecordListPage {
  readonly statusFilter: Locator;
  readonly statusDialog: Locator;
  readonly deleteDialog: Locator;

  constructor(page: Page) {
    super(page, '/app/imoveis', {
      title: 'Lista de Imóveis',
      table: 'Imóveis cadastrados',
      paging: 'Paginação da lista de imóveis',
      editPrefix: 'Editar imóvel',
      search: 'Pesquisar',
      count: /^\d+ imóve(l|is) encontrados?$/,
      add: 'Novo imóvel',
    });
    this.statusFilter = page.getByRole('combobox', { name: 'Status' });
    this.statusDialog = page.getByRole('dialog', { name: 'Alterar status do imóvel' });
    this.deleteDialog = page.getByRole('dialog', { name: 'Excluir imóvel' });
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
