import type { Locator, Page } from '@playwright/test';

/** /app/feriados: the year's holidays, the year switch and each row's delete button. */
export class HolidayListPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly count: Locator;
  readonly year: Locator;
  readonly addButton: Locator;
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Feriados', level: 1 });
    this.table = page.getByRole('region', { name: 'Feriados do ano' });
    this.count = page.getByText(/^\d+ feriados?$/);
    this.year = page.getByRole('group', { name: 'Ano' });
    this.addButton = page.getByRole('link', { name: 'Novo feriado' });
    this.search = page.getByRole('searchbox', { name: 'Pesquisar por nome' });
  }

  async goto(year?: number): Promise<void> {
    await this.page.goto(year === undefined ? '/app/feriados' : `/app/feriados?ano=${year}`);
    await this.heading.waitFor();
  }

  /** The step to another year, named for the year it shows. */
  yearStep(year: number): Locator {
    return this.year.getByRole('button', { name: `Ver feriados de ${year}` });
  }

  /** A row's delete button, named for the holiday and its day as written on screen ('25 de dezembro de 2026'). */
  deleteButton(name: string, writtenDay: string): Locator {
    return this.table.getByRole('button', { name: `Excluir feriado ${name} (${writtenDay})` });
  }

  get deleteDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Excluir feriado' });
  }
}

/** /app/feriados/novo. */
export class HolidayFormPage {
  readonly day: Locator;
  readonly name: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.day = page.getByLabel(/^Dia/);
    this.name = page.getByLabel(/^Nome/);
    this.save = page.getByRole('button', { name: 'Cadastrar Feriado' });
  }
}
