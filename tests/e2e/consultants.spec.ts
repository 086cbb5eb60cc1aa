import { chatRedirectTarget } from './support/chatRedirect';
import { consultants } from './support/catalogue';
import { expect, test } from './support/fixtures';

test.describe('consultants strip', () => {
  test('lists each consultant with photo, name and CRECI; only those on duty get a chat link', async ({ home }) => {
    const team = await consultants();
    expect(team.length).toBeGreaterThan(0);
    expect(team.some((consultant) => consultant.onDuty)).toBe(true);
    expect(team.some((consultant) => !consultant.onDuty)).toBe(true);

    await home.goto();
    const items = home.consultants.getByRole('listitem');
    await expect(items).toHaveCount(team.length);
    await expect(home.consultants.getByText('Nenhum consultor disponível no momento.')).toHaveCount(0);

    for (const consultant of team) {
      const item = items.filter({ has: home.page.getByRole('heading', { name: consultant.name, exact: true }) });
      await expect(item).toHaveCount(1);
      if (consultant.creci) await expect(item.getByText(consultant.creci)).toBeVisible();
      const chat = item.getByRole('link', { name: `Conversar com ${consultant.name} pelo WhatsApp` });
      if (consultant.onDuty && consultant.chatUrl) {
        const href = `/contato/whatsapp/corretor/${consultant.id}?pagina=%2F`;
        await expect(chat).toHaveAttribute('href', href);
        expect(await chatRedirectTarget(href)).toBe(consultant.chatUrl);
        await expect(chat).toHaveAttribute('target', '_blank');
      } else {
        await expect(chat).toHaveCount(0);
      }
    }
    await expect(home.consultants.getByRole('link')).toHaveCount(
      team.filter((consultant) => consultant.onDuty && consultant.chatUrl).length,
    );
  });

  test('the strip is centred only with three consultants or fewer', async ({ home }) => {
    const team = await consultants();
    await home.goto();
    const strip = home.consultants.getByRole('list');
    await expect(strip).toHaveCSS('justify-content', team.length <= 3 ? 'center' : 'normal');
  });
});
