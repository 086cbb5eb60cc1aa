import type { Locator, Page } from '@playwright/test';

/** The 'Chaves' tab of /app/imoveis/editar/:id: the keys, their dialogs and the history of their loans. */
export class PropertyKeysTab {
  readonly tab: Locator;
  readonly table: Locator;
  readonly history: Locator;
  readonly addButton: Locator;

  constructor(readonly page: Page) {
    this.tab = page.getByRole('tab', { name: 'Chaves' });
    this.table = page.getByRole('table', { name: 'Chaves do imóvel' });
    this.history = page.getByRole('table', { name: 'Histórico das retiradas de chaves' });
    this.addButton = page.getByRole('button', { name: 'Cadastrar chave' });
  }

  /** The property's page opened on its keys, as the top bar's alerts link to it. */
  async goto(propertyId: number): Promise<void> {
    await this.page.goto(`/app/imoveis/editar/${propertyId}?aba=chaves`);
    await this.page.getByText('Onde ficam as chaves, com quem estão agora e quando devem voltar.').waitFor();
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  row(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.table.getByRole('row', { name: new RegExp(`^${escaped}`) });
  }

  checkOutButton(label: string): Locator {
    return this.table.getByRole('button', { name: `Registrar retirada da chave ${label}` });
  }

  checkInButton(label: string): Locator {
    return this.table.getByRole('button', { name: `Registrar devolução da chave ${label}` });
  }
}
