import type { Locator, Page } from '@playwright/test';

/** The change-password dialog of brokers and users. */
export class PasswordDialog {
  readonly dialog: Locator;
  readonly password: Locator;
  readonly confirmation: Locator;
  readonly save: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Alterar senha' });
    this.password = this.dialog.getByLabel(/^Nova senha/);
    this.confirmation = this.dialog.getByLabel(/^Confirmar nova senha/);
    this.save = this.dialog.getByRole('button', { name: 'Salvar' });
    this.cancel = this.dialog.getByRole('button', { name: 'Cancelar' });
  }
}

/** The broker form, /app/corretores/novo and /app/corretores/editar/:id. */
export class BrokerFormPage {
  readonly name: Locator;
  readonly creci: Locator;
  readonly phone: Locator;
  readonly leader: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly active: Locator;
  readonly onDuty: Locator;
  readonly detailsTab: Locator;
  readonly photoTab: Locator;
  readonly photoInput: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByLabel(/^Nome/);
    this.creci = page.getByLabel(/^CRECI/);
    this.phone = page.getByLabel(/^Telefone/);
    this.leader = page.getByLabel(/^Corretor líder/);
    this.email = page.getByLabel(/^E-mail/);
    this.password = page.getByLabel(/^Senha/);
    this.active = page.getByRole('checkbox', { name: 'Corretor Ativo?' });
    this.onDuty = page.getByRole('checkbox', { name: 'Está de plantão?' });
    this.detailsTab = page.getByRole('tab', { name: 'Detalhes' });
    this.photoTab = page.getByRole('tab', { name: 'Foto' });
    this.photoInput = page.getByLabel(/^Foto do corretor/);
  }

  saveButton(name: 'Cadastrar Corretor' | 'Salvar Alterações'): Locator {
    return this.page.getByRole('button', { name });
  }
}
