import { expect, type Locator, type Page } from '@playwright/test';
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
    return this.rowLabels();
  }

  changeStatusButton(code: string): Locator {
    return this.table.getByRole('button', { name: `Alterar status do imóvel ${code}` });
  }

  deleteButton(code: string): Locator {
    return this.table.getByRole('button', { name: `Excluir imóvel ${code}` });
  }

  /** The code of the only row on screen (after a search for a unique title), once the list has loaded it. */
  async onlyCode(): Promise<string> {
    await expect(this.table.getByRole('link', { name: /^Editar imóvel / })).toHaveCount(1);
    const [code] = await this.codes();
    if (code === undefined) throw new Error('Expected one row, found none');
    return code;
  }
}
