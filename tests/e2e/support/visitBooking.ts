import type { Page } from '@playwright/test';
import { test } from './fixtures';

/** An address of its own for each test, to find its visit in the database. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${test.info().workerIndex}.${Date.now()}@exemplo.com.br`;
}

/** Picks the first free time of the second open day and fills the visitor's fields. */
export async function fillBooking(page: Page, visitor: { name: string; phone: string; email: string }): Promise<string> {
  const days = page.locator('details.slot-picker__day');
  const second = days.nth(1);
  if (!(await second.evaluate((element) => (element as HTMLDetailsElement).open))) await second.locator('summary').click();
  const time = second.getByRole('radio').first();
  const label = (await time.getAttribute('aria-label')) ?? '';
  await time.check();
  const form = page.getByRole('main');
  await form.getByLabel('Nome').fill(visitor.name);
  await form.getByLabel('Telefone').fill(visitor.phone);
  await form.getByLabel(/^E-mail/).fill(visitor.email);
  return label;
}
