import type { Locator, Page } from '@playwright/test';

/**
 * The back-office Portais screen, /app/portais: the counts, the feed's address, the properties marked for the portals
 * and, for staff who manage the leads, 'Leads dos portais' with 'Recebidos com erro'.
 */
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
  readonly leadsSection: Locator;
  readonly leadAddressDialog: Locator;
  readonly rejects: Locator;

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
    this.leadsSection = page.getByRole('region', { name: 'Leads dos portais' });
    this.leadAddressDialog = page.getByRole('dialog', { name: 'Gerar novo endereço de leads' });
    this.rejects = page.getByRole('region', { name: 'Recebidos com erro' });
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

  /** One portal of 'Leads dos portais', by its name ('ZAP Imóveis, Viva Real e OLX', 'Chaves na Mão'). */
  leadPortal(portal: string): Locator {
    return this.leadsSection.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name: portal, exact: true }) });
  }

  /** The button that generates a portal's first lead address. */
  generateLeadAddress(portal: string): Locator {
    return this.leadPortal(portal).getByRole('button', { name: `Gerar endereço (${portal})` });
  }

  /** The button that replaces a portal's lead address, after asking. */
  regenerateLeadAddress(portal: string): Locator {
    return this.leadPortal(portal).getByRole('button', { name: `Gerar novo endereço (${portal})` });
  }

  /** A value shown once after generating ('Endereço', 'Usuário', 'Senha'). */
  leadField(field: string, portal: string): Locator {
    return this.leadPortal(portal).getByRole('textbox', { name: `${field} (${portal})` });
  }

  /** The 'Copiar' button of such a value. */
  copyLeadField(field: string, portal: string): Locator {
    return this.leadPortal(portal).getByRole('button', { name: `Copiar ${field.toLowerCase()} (${portal})` });
  }

  /** The documents of 'Recebidos com erro' whose text includes `text`. */
  reject(text: string): Locator {
    return this.rejects.getByRole('listitem').filter({ hasText: text });
  }
}
