import type { Locator, Page } from '@playwright/test';
import { waitForHydration } from '../support/hydration';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A field's label as shown: the text, then "(obrigatório)" on required fields. */
function labelPattern(label: string): RegExp {
  return new RegExp(`^${escapeRegExp(label)}( \\(obrigatório\\))?$`);
}

/** The owner registration page /cadastre-seu-imovel. */
export class RegisterPropertyPage {
  readonly form: Locator;
  readonly submitButton: Locator;
  readonly sendingButton: Locator;
  readonly progress: Locator;
  readonly notifications: Locator;
  readonly terms: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Cadastre seu Imóvel' });
    this.submitButton = this.form.getByRole('button', { name: 'Cadastrar imóvel' });
    this.sendingButton = this.form.getByRole('button', { name: 'Enviando...' });
    this.progress = this.form.getByRole('progressbar', { name: 'Progresso do envio' });
    this.notifications = page.getByRole('status', { name: 'Notificações' });
    this.terms = this.form.getByRole('checkbox', { name: 'Li e aceito a Declaração de Responsabilidade.' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/cadastre-seu-imovel');
    await this.form.waitFor();
    await waitForHydration(this.form);
  }

  /** A control by its label, with or without the "(obrigatório)" mark. */
  field(label: string): Locator {
    return this.form.getByLabel(labelPattern(label));
  }

  feature(label: string): Locator {
    return this.form.getByRole('checkbox', { name: label, exact: true });
  }

  notification(text: string): Locator {
    return this.notifications.getByText(text, { exact: true });
  }

  section(title: string): Locator {
    return this.form.getByRole('group', { name: title });
  }
}
