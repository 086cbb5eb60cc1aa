import type { Locator, Page } from '@playwright/test';

/** A record's 'Histórico' tab, on its edit screen. */
export class RecordHistoryTab {
  readonly tab: Locator;
  readonly entries: Locator;

  constructor(readonly page: Page) {
    this.tab = page.getByRole('tab', { name: 'Histórico', exact: true });
    this.entries = page.getByRole('list', { name: 'Histórico de alterações' }).locator(':scope > li');
  }

  async open(): Promise<void> {
    await this.tab.click();
    await this.entries.first().waitFor();
  }

  /** The newest entry whose text holds `text`. */
  entryWith(text: string | RegExp): Locator {
    return this.entries.filter({ hasText: text }).first();
  }
}

/** /app/auditoria: the filters and the trail's table. */
export class AuditTrailPage {
  readonly heading: Locator;
  readonly filters: Locator;
  readonly person: Locator;
  readonly recordType: Locator;
  readonly recordNumber: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly apply: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Auditoria', level: 1 });
    this.filters = page.getByRole('form', { name: 'Filtros da auditoria' });
    this.person = this.filters.getByLabel('Pessoa', { exact: true });
    this.recordType = this.filters.getByLabel('Registro', { exact: true });
    this.recordNumber = this.filters.getByLabel('Número do registro', { exact: true });
    const period = this.filters.getByRole('group', { name: 'Período' });
    this.from = period.getByLabel('De', { exact: true });
    this.to = period.getByLabel('Até', { exact: true });
    this.apply = this.filters.getByRole('button', { name: 'Filtrar' });
    this.table = page.getByRole('region', { name: 'Registro de auditoria' }).getByRole('table');
  }

  async goto(): Promise<void> {
    await this.page.goto('/app/auditoria');
    await this.heading.waitFor();
  }

  /** The table's rows (header row left out). */
  rows(): Locator {
    return this.table.locator('tbody tr');
  }
}
