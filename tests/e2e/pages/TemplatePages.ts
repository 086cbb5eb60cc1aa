import type { Locator, Page } from '@playwright/test';

/** The template form, /app/modelos-documento/novo and /app/modelos-documento/editar/:id. */
export class TemplateFormPage {
  readonly title: Locator;
  readonly description: Locator;
  readonly file: Locator;
  readonly active: Locator;
  readonly back: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('textbox', { name: /^Título/ });
    this.description = page.getByRole('textbox', { name: /^Descrição/ });
    this.file = page.locator('input[type="file"][name="file"]');
    this.active = page.getByRole('checkbox', { name: 'Modelo Ativo?' });
    this.back = page.getByRole('link', { name: 'Voltar' });
  }

  heading(name: 'Novo Modelo de Documento' | 'Editar Modelo de Documento'): Locator {
    return this.page.getByRole('heading', { name, level: 1 });
  }

  saveButton(name: 'Cadastrar Modelo' | 'Salvar Alterações'): Locator {
    return this.page.getByRole('button', { name });
  }

  /** The message shown under the form's fields. */
  message(text: string): Locator {
    return this.page.locator('form').getByText(text, { exact: true });
  }

  chooseFile(path: string): Promise<void> {
    return this.file.setInputFiles(path);
  }
}
