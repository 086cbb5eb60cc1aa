import type { Locator, Page } from '@playwright/test';
import type { StaffLogin } from '../support/staff';

/** The back-office login screen, /app/manager. */
export class LoginPage {
  readonly form: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  /** The screen's card: the agency's name, the title, the form and 'Esqueci minha senha'. */
  readonly card: Locator;
  readonly forgotPassword: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Acesso ao painel' });
    this.email = this.form.getByLabel('E-mail');
    this.password = this.form.getByLabel('Senha', { exact: true });
    this.submit = this.form.getByRole('button', { name: 'Entrar' });
    this.card = page.getByRole('main');
    this.forgotPassword = this.card.getByRole('link', { name: 'Esqueci minha senha' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/app/manager');
    await this.form.waitFor();
  }

  passwordToggle(name: 'Mostrar senha' | 'Ocultar senha'): Locator {
    return this.form.getByRole('button', { name });
  }

  /** A snackbar (toast) with exactly this text. */
  snackbar(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  async signIn(login: StaffLogin): Promise<void> {
    await this.email.fill(login.email);
    await this.password.fill(login.password);
    await this.submit.click();
  }
}
