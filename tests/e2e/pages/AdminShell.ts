import type { Locator, Page } from '@playwright/test';

/** The frame of every signed-in back-office screen: top bar and side menu. */
export class AdminShell {
  readonly sideMenu: Locator;
  readonly menuToggle: Locator;
  readonly alertsButton: Locator;
  readonly main: Locator;
  /** The side menu's links, in order. */
  readonly menuLinks: Locator;

  constructor(readonly page: Page) {
    this.sideMenu = page.getByRole('navigation', { name: 'Menu do painel' });
    this.menuToggle = page.getByRole('button', { name: /^(Recolher|Expandir) o menu$/ });
    this.alertsButton = page.getByRole('button', { name: /^(Alertas|\d+ alertas?: .+)$/ });
    this.main = page.getByRole('main');
    this.menuLinks = this.sideMenu.getByRole('link');
  }

  menuLink(name: string): Locator {
    return this.sideMenu.getByRole('link', { name, exact: true });
  }

  userMenuButton(userName: string): Locator {
    return this.page.getByRole('button', { name: `Menu de ${userName}` });
  }

  async signOut(userName: string): Promise<void> {
    await this.userMenuButton(userName).click();
    await this.page.getByRole('button', { name: 'Sair' }).click();
  }

  /** A toast with this text. */
  toast(text: string): Locator {
    return toast(this.page, text);
  }
}

/** A back-office toast with this text, on any screen. */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}
