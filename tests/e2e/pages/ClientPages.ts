import type { Locator, Page } from '@playwright/test';

/** The client form, /app/clientes/novo and /app/clientes/editar/:id. */
export class ClientFormPage {
  readonly name: Locator;
  readonly phone: Locator;
  readonly email: Locator;
  readonly active: Locator;
  readonly back: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByLabel('Nome');
    this.phone = page.getByLabel('Telefone');
    this.email = page.getByLabel('E-mail');
    this.active = page.getByRole('checkbox', { name: 'Cliente Ativo?' });
    this.back = page.getByRole('link', { name: 'Voltar' });
  }

  saveButton(name: 'Cadastrar Cliente' | 'Salvar Alterações'): Locator {
    return this.page.getByRole('button', { name });
  }
}
