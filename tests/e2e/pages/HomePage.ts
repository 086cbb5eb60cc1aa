import { expect, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from '../support/hydration';

/** The home page, through what a visitor sees: roles, labels and texts. */
export class HomePage {
  readonly header: Locator;
  readonly operation: Locator;
  readonly city: Locator;
  readonly type: Locator;
  readonly bedrooms: Locator;
  readonly minPrice: Locator;
  readonly maxPrice: Locator;
  readonly searchButton: Locator;
  readonly clearButton: Locator;
  readonly featured: Locator;
  readonly cards: Locator;
  readonly resultCount: Locator;
  readonly pagination: Locator;
  readonly launches: Locator;
  readonly consultants: Locator;
  readonly contactSection: Locator;
  readonly contactForm: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    const filters = page.getByRole('search', { name: 'Filtrar imóveis' });
    this.operation = filters.getByLabel('Operação');
    this.city = filters.getByLabel('Cidade');
    this.type = filters.getByLabel('Tipo');
    this.bedrooms = filters.getByLabel('Dormitórios');
    this.minPrice = filters.getByLabel('Preço Mínimo');
    this.maxPrice = filters.getByLabel('Preço Máximo');
    this.searchButton = filters.getByRole('button', { name: 'Pesquisar' });
    this.clearButton = filters.getByRole('button', { name: 'Limpar' });
    this.featured = page.getByRole('region', { name: 'Imóveis em Destaque' });
    this.cards = this.featured.getByRole('article');
    this.resultCount = this.featured.getByText(/^\d+ imóve(l|is) encontrados?$/);
    this.pagination = page.getByRole('navigation', { name: 'Paginação dos imóveis' });
    this.launches = page.getByRole('region', { name: 'Lançamentos em Destaque' });
    this.consultants = page.getByRole('region', { name: 'Nossa Equipe de Consultores' });
    this.contactSection = page.getByRole('region', { name: 'Fale Conosco' });
    this.contactForm = page.getByRole('form', { name: 'Fale Conosco' });
  }

  /** Opens the home page (with an optional query string) and waits for the featured grid. */
  async goto(search = ''): Promise<void> {
    await this.page.goto(`/${search}`);
    await expect(this.resultCount).toBeVisible();
    // The sections below the filters hydrate in passes of their own; the contact form is the last of them.
    await waitForHydration(this.searchButton);
    await waitForHydration(this.contactForm);
  }

  async search(): Promise<void> {
    await this.searchButton.click();
    await expect(this.featured.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  /** The number in "N imóveis encontrados". */
  async total(): Promise<number> {
    const text = (await this.resultCount.textContent()) ?? '';
    return Number(/^\d+/.exec(text)?.[0]);
  }

  /** Display codes of the cards on the page, in order. */
  async cardCodes(): Promise<string[]> {
    const codes = await this.cards.getByText(/^Cód\. /).allTextContents();
    return codes.map((text) => text.replace(/^Cód\.\s*/, '').trim());
  }

  card(code: string): Locator {
    return this.cards.filter({ hasText: `Cód. ${code}` });
  }

  /** Chip texts of one card. */
  async chips(card: Locator): Promise<string[]> {
    return card.getByRole('list', { name: 'Características' }).getByRole('listitem').allTextContents();
  }

  cardPrice(card: Locator): Locator {
    return card.getByText(/^R\$/);
  }

  /** The visible launch slide. */
  activeLaunch(): Locator {
    return this.launches.getByRole('group');
  }

  /** Every launch slide, hidden ones included. */
  allLaunchSlides(): Locator {
    return this.launches.locator('[aria-roledescription="slide"]');
  }
}

/** "R$ 1.234,56" (with Intl's no-break space) or "R$ 1.234,56/mês" → 1234.56. */
export function parseBrl(text: string): number {
  const digits = text
    .replace(/\/mês$/, '')
    .replace(/[^\d,]/g, '')
    .replace(',', '.');
  return Number(digits);
}
