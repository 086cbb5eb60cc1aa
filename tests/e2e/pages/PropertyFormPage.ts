import { expect, type Locator, type Page } from '@playwright/test';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A field's label as shown: the text, then "(obrigatório)" on required fields (Blueprint ends labels with a space). */
function labelPattern(label: string): RegExp {
  return new RegExp(`^${escapeRegExp(label)}( \\(obrigatório\\))?\\s*$`);
}

/** The back-office property form, /app/imoveis/novo and /app/imoveis/editar/:id. */
export class PropertyFormPage {
  readonly form: Locator;
  readonly detailsTab: Locator;
  readonly photosTab: Locator;
  readonly submit: Locator;
  readonly progress: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: /^(Novo|Editar) imóvel$/ });
    this.detailsTab = this.form.getByRole('tab', { name: 'Detalhes' });
    this.photosTab = this.form.getByRole('tab', { name: 'Fotos' });
    this.submit = this.form.getByRole('button', { name: /^(Cadastrar imóvel|Salvar alterações|Salvando\.\.\.)$/ });
    this.progress = this.form.getByRole('progressbar', { name: 'Progresso do envio' });
  }

  /** A control by its label, with or without the "(obrigatório)" mark (not a section titled the same). */
  field(label: string): Locator {
    return this.form.getByLabel(labelPattern(label)).and(this.form.locator('input, select, textarea'));
  }

  /** Chooses the property's client: searches their name, then picks them in the select of the clients found. */
  async chooseClient(name: string): Promise<void> {
    await this.field('Buscar cliente').fill(name);
    // Waits until the search has brought the client among the options.
    await this.field('Cliente').selectOption({ label: name });
  }

  /** The required fields of a new property: an approved, active house for sale in Campinas at R$ 500.000,00. */
  async fillRequired(title: string): Promise<void> {
    await this.field('Título').fill(title);
    await this.field('Operação').selectOption({ label: 'Venda' });
    await this.field('Tipo').selectOption({ label: 'Casa' });
    await this.field('Situação').selectOption({ label: 'Aprovado' });
    await this.field('Preço').pressSequentially('50000000');
    await this.field('Cidade').fill('Campinas');
  }

  /** A checkbox or switch by its label. */
  checkbox(label: string): Locator {
    return this.form.getByRole('checkbox', { name: label, exact: true });
  }

  /**
   * Checks or unchecks a checkbox or switch as a user does, by clicking its label: Blueprint draws the
   * box itself and keeps the native input underneath it.
   */
  async setChecked(label: string, checked: boolean): Promise<void> {
    const box = this.checkbox(label);
    if ((await box.isChecked()) !== checked) {
      await this.form
        .locator('label')
        .filter({ has: this.page.getByRole('checkbox', { name: label, exact: true }) })
        .click();
    }
    await expect(box).toBeChecked({ checked });
  }

  /** The current photos of an edited property, as their images. */
  currentPhotos(): Locator {
    return this.form.getByRole('img', { name: /^Foto \d+ do imóvel$/ });
  }
}
