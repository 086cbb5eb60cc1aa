import type { Locator, Page } from '@playwright/test';

/** The frame of every signed-in back-office screen: top bar and side menu. */
export class AdminShell {
  readonly sideMenu: Locator;
  readonly menuToggle: Locator;
  readonly alertsButton: Locator;
  readonly main: Locator;
  /** The side menu's links, in order. */
  readonly menuLinks: Locator;
  /** 'Sair', in the avatar's panel. */
  readonly signOutButton: Locator;
  /** The alerts' panel, by its heading. */
  readonly alertsPanel: Locator;

  constructor(readonly page: Page) {
    this.sideMenu = page.getByRole('navigation', { name: 'Menu do painel' });
    this.menuToggle = page.getByRole('button', { name: /^(Recolher|Expandir) o menu$/ });
    this.alertsButton = page.getByRole('button', { name: /^(Alertas|\d+ alertas?: .+)$/ });
    this.main = page.getByRole('main');
    this.menuLinks = this.sideMenu.getByRole('link');
    this.signOutButton = page.getByRole('button', { name: 'Sair' });
    this.alertsPanel = page.getByRole('heading', { name: 'Alertas' }).locator('..');
  }

  menuLink(name: string): Locator {
    return this.sideMenu.getByRole('link', { name, exact: true });
  }

  userMenuButton(userName: string): Locator {
    return this.page.getByRole('button', { name: `Menu de ${userName}` });
  }

  /** Opens the avatar's panel and waits until it has grown to its place, so that a click inside it lands. */
  async openUserMenu(userName: string): Promise<void> {
    await this.userMenuButton(userName).click();
    await untilStill(this.signOutButton);
  }

  /** Opens the alerts' panel and waits until it has grown to its place, so that a click inside it lands. */
  async openAlerts(): Promise<void> {
    await this.alertsButton.click();
    await untilStill(this.alertsPanel);
  }

  async signOut(userName: string): Promise<void> {
    await this.openUserMenu(userName);
    await this.signOutButton.click();
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

/**
 * Waits until the animations moving an element (its own and its ancestors', such as a popover's opening scale) have
 * run to their end. Playwright's own wait for a still element is not enough there: on a busy machine, Chromium reports
 * the first frame of a transition the compositor has not started yet for two frames in a row, Playwright takes that
 * size for the element's place, and a click whose press lands on it and whose release lands after the jump is no
 * click at all (a popover's 'Sair' then does nothing, and the test waits in vain for the login screen).
 */
async function untilStill(element: Locator): Promise<void> {
  await element.evaluate(async (target) => {
    const animations: Animation[] = [];
    for (let node: Element | null = target; node !== null; node = node.parentElement) animations.push(...node.getAnimations());
    const ending = animations.filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    // An animation cancelled meanwhile (the panel closed) moves nothing any more either.
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}
