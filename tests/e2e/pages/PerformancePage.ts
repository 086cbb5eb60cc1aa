import type { Locator, Page } from '@playwright/test';

/** /app/desempenho: the period, the agency's figures, and each chart with its table. */
export class PerformancePage {
  readonly heading: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly apply: Locator;
  readonly agency: Locator;
  readonly sourcesChart: Locator;
  readonly sourcesTable: Locator;
  readonly brokersChart: Locator;
  readonly brokersTable: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Desempenho do atendimento', level: 1 });
    const period = page.getByRole('group', { name: 'Período' });
    this.from = period.getByLabel('De', { exact: true });
    this.to = period.getByLabel('Até', { exact: true });
    this.apply = period.getByRole('button', { name: 'Aplicar' });
    this.agency = page.getByRole('region', { name: 'Toda a imobiliária' });
    this.sourcesChart = page.getByRole('img', { name: /^Gráfico de barras empilhadas: leads recebidos por semana/ });
    this.sourcesTable = page.getByRole('table', { name: 'Leads por semana e origem' });
    this.brokersChart = page.getByRole('img', { name: /^Gráfico de barras: mediana e 90º percentil/ });
    this.brokersTable = page.getByRole('table', { name: 'Atendimento por corretor' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/app/desempenho');
    await this.heading.waitFor();
  }

  /** The value of one of the agency's figures, by its name ('Leads recebidos', 'Respondidos', …). */
  agencyFigure(name: string): Locator {
    const term = this.page.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) });
    return this.agency.locator('div').filter({ has: term }).getByRole('definition');
  }

  /** A broker's row of the table, by the name in its first cell. */
  brokerRow(name: string): Locator {
    return this.brokersTable.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }
}
