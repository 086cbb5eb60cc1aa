import type { Locator, Page } from '@playwright/test';

/** What every public page has around its content: the header with its links, and the footer. */
export class SiteChrome {
  readonly header: Locator;
  readonly navigation: Locator;
  /** The button that shows the links on a narrow screen. */
  readonly menuButton: Locator;
  readonly links: Locator;
  readonly footer: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.navigation = this.header.getByRole('navigation', { name: 'Menu principal' });
    this.menuButton = this.navigation.getByRole('button', { name: 'Menu' });
    this.links = this.navigation.getByRole('listitem').getByRole('link');
    this.footer = page.getByRole('contentinfo');
  }

  link(name: string | RegExp): Locator {
    return this.navigation.getByRole('link', { name });
  }

  /** The element the menu button says it shows and hides (aria-controls). */
  async menuPanel(): Promise<Locator> {
    const id = await this.menuButton.getAttribute('aria-controls');
    if (!id) throw new Error('the menu button names no panel (aria-controls)');
    return this.page.locator(`[id="${id}"]`);
  }
}
