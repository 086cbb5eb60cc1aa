import { chatLinkWithText } from '../../gateway/src/visitors/chat-link';
import { allProperties, company, pick } from './support/catalogue';
import { requiredEnv, stackEnv } from './support/env';
import { expect, test } from './support/fixtures';
import { adminBearer, apiHeaders } from './support/staff';

/** How many WhatsApp leads the inbox holds for a property code, as the API lists them to an administrator. */
async function whatsappLeads(code: string): Promise<number> {
  const query = new URLSearchParams({ source: 'whatsapp', search: code });
  const response = await fetch(`${requiredEnv(stackEnv.apiUrl)}/api/leads?${query.toString()}`, {
    headers: apiHeaders(await adminBearer()),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

test.describe('chat links', () => {
  test('a property chat works with JavaScript off: one lead, then the agency chat with the message, byte for byte', async ({ browser }) => {
    const agency = await company();
    const property = pick(await allProperties(), (candidate) => Boolean(candidate.address.city), 'property with a city');
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: requiredEnv(stackEnv.baseUrl) });
    try {
      const page = await context.newPage();
      await page.goto(`/imovel/${property.slug}`);
      const link = page.getByRole('link', { name: 'Falar com o Corretor' });
      const href = (await link.getAttribute('href')) ?? '';
      const text = new URL(href, requiredEnv(stackEnv.baseUrl)).searchParams.get('texto') ?? '';
      expect(text).toContain(property.code);
      const before = await whatsappLeads(property.code);
      // The chat itself is outside the test's network: where the browser goes after the redirect is what counts.
      const chatRequest = context.waitForEvent('request', (request) => request.url().startsWith('https://wa.me/'));
      await link.click();
      expect((await chatRequest).url()).toBe(chatLinkWithText(agency.chatUrl ?? '', text));
      expect(await whatsappLeads(property.code)).toBe(before + 1);
    } finally {
      await context.close();
    }
  });
});
