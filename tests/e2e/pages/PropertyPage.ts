import type { Locator, Page } from '@playwright/test';
import { waitForHydration } from '../support/hydration';

/** The property detail page /imovel/:slug. */
export class PropertyPage {
  readonly main: Locator;
  readonly title: Locator;
  readonly gallery: Locator;
  readonly previousImage: Locator;
  readonly nextImage: Locator;
  readonly chatLink: Locator;
  readonly flags: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.title = page.getByRole('heading', { level: 1 });
    this.gallery = page.getByRole('region', { name: /^Fotos de / });
    this.previousImage = page.getByRole('button', { name: 'Imagem anterior' });
    this.nextImage = page.getByRole('button', { name: 'Próxima imagem' });
    this.chatLink = page.getByRole('link', { name: 'Falar com o Corretor' });
    this.flags = page.getByRole('list', { name: 'Situação do imóvel' });
  }

  async goto(slug: string): Promise<void> {
    await this.page.goto(`/imovel/${encodeURIComponent(slug)}`);
    await waitForHydration(this.main);
  }

  section(name: string): Locator {
    return this.main.getByRole('region', { name });
  }

  /** The value shown for a label in the general info or areas lists. */
  fact(label: string): Locator {
    return this.main.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }
}
