import type { Locator, Page } from '@playwright/test';

/** The video form, /app/videos/novo and /app/videos/editar/:id. */
export class VideoFormPage {
  readonly title: Locator;
  readonly description: Locator;
  readonly url: Locator;
  readonly type: Locator;
  readonly active: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByLabel(/^Título/);
    this.description = page.getByLabel(/^Descrição/);
    this.url = page.getByLabel(/^URL do vídeo/);
    this.type = page.getByLabel(/^Tipo/);
    this.active = page.getByRole('checkbox', { name: 'Vídeo Ativo?' });
  }

  saveButton(name: 'Cadastrar Vídeo' | 'Salvar Alterações'): Locator {
    return this.page.getByRole('button', { name });
  }
}
