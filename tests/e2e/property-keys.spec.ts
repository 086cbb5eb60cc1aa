import { toast } from './pages/AdminShell';
import { PropertyKeysTab } from './pages/PropertyKeysTab';
import { seriousViolations } from './support/axe';
import { writeToStackDatabase } from './support/database';
import { expect, test } from './support/fixtures';
import { adminLogin, asAdminRest, brokerLogin } from './support/staff';

/** A property of the test's own, made through the REST API. */
async function propertyTitled(title: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    title,
    operation: 'sale',
    type: 'house',
    status: 'in_analysis',
    price: '500000',
    city: 'Campinas',
  }))
    form.append(name, value);
  return (await asAdminRest<{ data: { id: number } }>('POST', 'properties', form)).data.id;
}

/** Tomorrow on São Paulo's calendar, as the date input takes it. */
function tomorrow(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + 86_400_000));
}

test.describe('property keys', () => {
  test.describe.configure({ timeout: 150_000 });

  test('registers a key, lends it to a broker, shows it overdue in the alerts, takes it back and keeps its history', async ({
    signedIn,
    page,
    records,
    shell,
  }) => {
    const title = `Casa das chaves ${test.info().workerIndex}-${Date.now()}`;
    records.property(title);
    const propertyId = await propertyTitled(title);
    const broker = brokerLogin();
    await signedIn(adminLogin());
    const keys = new PropertyKeysTab(page);
    await keys.goto(propertyId);
    await expect(keys.tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Nenhuma chave cadastrada para este imóvel.')).toBeVisible();

    await keys.addButton.click();
    const register = keys.dialog('Nova chave');
    await register.getByRole('button', { name: 'Salvar chave' }).click();
    await expect(register.getByText('Informe onde a chave fica guardada.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await register.getByLabel('O que abre').fill('Portão + apartamento');
    await register.getByLabel('Onde fica guardada').fill('Quadro da recepção');
    await register.getByLabel('Código da chave').fill('G-12');
    await register.getByRole('button', { name: 'Salvar chave' }).dblclick();
    await expect(toast(page, 'Chave cadastrada com sucesso!').first()).toBeVisible();
    await expect(keys.row('Portão + apartamento')).toContainText('No lugar');
    await expect(keys.table.getByRole('row')).toHaveCount(2);

    await keys.checkOutButton('Portão + apartamento').click();
    const lend = keys.dialog('Retirada da chave Portão + apartamento');
    await lend.getByLabel('Corretor que leva a chave').selectOption({ label: broker.name });
    await lend.getByLabel('Dia da devolução').fill(tomorrow());
    await lend.getByLabel('Horário da devolução').fill('18:00');
    expect(await seriousViolations(page)).toEqual([]);
    await lend.getByRole('button', { name: 'Registrar retirada' }).dblclick();
    await expect(toast(page, 'Retirada da chave registrada.').first()).toBeVisible();
    await expect(keys.row('Portão + apartamento')).toContainText(broker.name);
    await expect(keys.history.getByRole('row')).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);

    // Its due time passes: written in the stack's database, as no call of the product moves a due time back.
    writeToStackDatabase((db) =>
      db
        .prepare(
          'UPDATE key_checkouts SET due_at = ? WHERE checked_in_at IS NULL AND key_id IN (SELECT id FROM property_keys WHERE property_id = ?)',
        )
        .run(new Date(Date.now() - 3_600_000).toISOString(), propertyId),
    );
    await page.goto('/app/dashboard');
    await shell.openAlerts();
    const alert = shell.alertsPanel.getByRole('link', { name: new RegExp(`^Portão \\+ apartamento \\(.+\\) — ${broker.name}$`) }).first();
    await expect(alert).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await alert.click();
    await expect(page).toHaveURL(new RegExp(`/app/imoveis/editar/${propertyId}\\?aba=chaves$`));
    await expect(keys.row('Portão + apartamento').getByText('Atrasada')).toBeVisible();

    await keys.checkInButton('Portão + apartamento').dblclick();
    await expect(toast(page, 'Devolução da chave registrada.').first()).toBeVisible();
    await expect(keys.row('Portão + apartamento')).toContainText('No lugar');
    await expect(keys.history.getByRole('row')).toHaveCount(2);
    await expect(keys.history.getByRole('row').nth(1)).toContainText('Administrador');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
