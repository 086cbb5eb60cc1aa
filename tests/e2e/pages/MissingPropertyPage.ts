import type { Locator, Page, Response } from '@playwright/test';
import { waitForHydration } from '../support/hydration';

/** /imovel/{slug} of no property: the spec's 'Erro ao localizar imóvel' and the ways on. */
export class MissingPropertyPage {
  readonly main: Locator;
  readonly title: Locator;
  readonly waysOn: Locator;
  readonly saleListings: Locator;
  readonly rentListings: Locator;
  readonly home: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.title = this.main.getByRole('heading', { level: 1 });
    this.waysOn = this.main.getByRole('navigation', { name: 'Continuar procurando' });
    this.saleListings = this.waysOn.getByRole('link', { name: 'Ver imóveis à venda' });
    this.rentListings = this.waysOn.getByRole('link', { name: 'Ver imóveis para alugar' });
    this.home = this.waysOn.getByRole('link', { name: 'Voltar para a página inicial' });
  }

  /** Opens a slug no property has; answers the page's response. */
  async goto(slug = `imovel-que-nao-existe-${Date.now()}`): Promise<Response | null> {
    const response = await this.page.goto(`/imovel/${encodeURIComponent(slug)}`);
    await waitForHydration(this.main);
    return response;
  }
}
