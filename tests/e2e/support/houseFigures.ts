import { expect, type Locator } from '@playwright/test';

/** A property form whose controls are found by their labels: the back-office form and the owner registration form. */
export interface LabelledForm {
  field(label: string): Locator;
}

/**
 * Types the figures of the house both property forms are tested with, as a user types them: price and IPTU
 * as digits that the currency mask formats. `storedHouseFigures` is what the database keeps of them.
 */
export async function fillHouseFigures(form: LabelledForm): Promise<void> {
  await form.field('Ponto de referência').fill('Em frente à praça');
  await form.field('Preço').pressSequentially('85000000');
  await expect(form.field('Preço')).toHaveValue(/^R\$\s850\.000,00$/);
  await form.field('Valor do IPTU').pressSequentially('320050');
  await form.field('Periodicidade do IPTU').selectOption({ label: 'Anual' });
  await form.field('Quartos').fill('3');
  await form.field('Banheiros').fill('2');
  await form.field('Área total (m²)').fill('300,5');
  await form.field('Frente do terreno (m)').fill('12');
}

/** The figures typed by `fillHouseFigures`, as the registrations table stores them. */
export const storedHouseFigures = {
  price: 850000,
  iptu_value: 3200.5,
  iptu_periodicity: 'annually',
  bedrooms: 3,
  bathrooms: 2,
  total_area: 300.5,
} as const;
