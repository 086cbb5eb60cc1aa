import type { Locator, Page } from '@playwright/test';

/** The back-office Portais screen, /app/portais: the counts, the feed's address and the properties marked for the portals. */
export class PortalsPage {
  readonly heading: Locator;
  readonly summary: Locator;
  readonly feedSection: Locator;
  readonly feedAddress: Locator;
  readonly copyButton: Locator;
  readonly regenerateButton: Locator;
  readonly regenerateDialog: Locator;
  readonly filter: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Portais' });
    this.summary = page.getByText(/^\d+ de \d+ imóve(l|is) prontos? para os portais$/);
    this.feedSection = page.getByRole('region', { name: 'Endereço do feed' });
    this.feedAddress = this.feedSection.getByRole('textbox', { name: 'Endereço do feed para os portais' });
    this.copyButton = this.feedSection.getByRole('button', { name: 'Copiar endereço' });
    this.regenerateButton = this.feedSection.getByRole('button', { name: 'Gerar novo endereço' });
    this.regenerateDialog = page.getByRole('dialog', { name: 'Gerar novo endereço do feed' });
    this.filter = page.getByRole('combobox', { name: 'Situação' });
    this.table = page.getByRole('region', { name: 'Imóveis marcados para os portais' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/app/portais${query}`);
  }

  /** The row of a property, by its title. */
  row(title: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  /** The reasons a property is held back, as listed in its row. */
  reasons(title: string): Locator {
    return this.row(title).getByRole('list').getByRole('listitem');
  }
}
