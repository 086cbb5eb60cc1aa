import type { Locator, Page } from '@playwright/test';
import { LibraryPage } from './pages/LibraryPage';
import {
  BrokerListPage,
  ClientListPage,
  companyList,
  TemplateListPage,
  userList,
  VideoListPage,
  type RecordListPage,
} from './pages/RecordListPage';
import { propertyPage } from './support/catalogue';
import { createCompanies } from './support/companyRecords';
import type { CreatedRecords } from './support/createdRecords';
import { expect, test } from './support/fixtures';
import { createBrokers, createClients, createUsers, uniqueTag } from './support/peopleApi';
import { adminLogin, propertiesVisibleTo } from './support/staff';
import { createTemplates } from './support/templateFiles';
import { createVideos } from './support/videoRecords';

/** Milliseconds between two keys: faster than anyone types. */
const keyDelayMs = 5;

/** A search text of exactly 15 characters that no record holds, e.g. 'zzq nada 2d1752'. */
function unmatchedSearch(): string {
  const text = `zzq nada ${uniqueTag().slice(-6).padStart(6, '0')}`;
  if (text.length !== 15) throw new Error(`"${text}" is not 15 characters long`);
  return text;
}

/**
 * Replaces what the box holds by typing `text` key by key, very fast. The page's clock stands still meanwhile,
 * so that a busy machine cannot make a pause in the typing that the page would take for a settled search.
 */
async function typeOver(box: Locator, text: string): Promise<void> {
  const clock = box.page().clock;
  await clock.pauseAt(Date.now() + 1_000);
  await box.press('ControlOrMeta+a');
  await box.pressSequentially(text, { delay: keyDelayMs });
  await clock.resume();
}

/** A back-office list searched by typing (or, for company records, by Enter) and one record it holds. */
interface ListCase {
  name: string;
  open: (page: Page) => RecordListPage;
  /** Creates one record and answers the label its row shows. */
  createRecord: (records: CreatedRecords, prefix: string) => Promise<string>;
  empty: string;
  searchesOnEnter?: boolean;
}

const firstOf = async (labels: Promise<string[]>): Promise<string> => {
  const [label] = await labels;
  if (label === undefined) throw new Error('no record was created');
  return label;
};

const listCases: readonly ListCase[] = [
  {
    name: 'users',
    open: userList,
    createRecord: (records, prefix) => firstOf(createUsers(records, prefix, 1)),
    empty: 'Nenhum usuário encontrado.',
  },
  {
    name: 'clients',
    open: (page) => new ClientListPage(page),
    createRecord: (records, prefix) => firstOf(createClients(records, prefix, 1)),
    empty: 'Nenhum cliente encontrado.',
  },
  {
    name: 'brokers',
    open: (page) => new BrokerListPage(page),
    createRecord: (records, prefix) => firstOf(createBrokers(records, prefix, 1)),
    empty: 'Nenhum corretor encontrado.',
  },
  {
    name: 'videos',
    open: (page) => new VideoListPage(page),
    createRecord: (records, prefix) => firstOf(createVideos(records, prefix, 1, { type: 'INTERNAL', isActive: true })),
    empty: 'Nenhum vídeo encontrado.',
  },
  {
    name: 'templates',
    open: (page) => new TemplateListPage(page),
    createRecord: (records, prefix) => firstOf(createTemplates(records, prefix, 1)),
    empty: 'Nenhum modelo de documento encontrado.',
  },
  {
    name: 'company records',
    open: companyList,
    createRecord: (records, prefix) => firstOf(createCompanies(records, prefix, 1)),
    empty: 'Nenhuma empresa encontrada.',
    searchesOnEnter: true,
  },
];

test.describe('search boxes keep every typed character, and back/forward walk through the searches', () => {
  // Tests first create their own records (the library 13 videos).
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(({ page }) => page.clock.install());

  for (const list of listCases) {
    test(`${list.name}: the search box`, async ({ signedIn, page, records }) => {
      const previous = await list.createRecord(records, `Busca Rapida ${uniqueTag()}`);
      const typed = unmatchedSearch();
      await signedIn(adminLogin());
      const screen = list.open(page);
      await screen.gotoSearch(previous);
      await expect(screen.search).toHaveValue(previous);
      await expect.poll(() => screen.rowLabels()).toEqual([previous]);

      await typeOver(screen.search, typed);
      await expect(screen.search).toHaveValue(typed);
      if (list.searchesOnEnter) {
        await expect.poll(() => screen.rowLabels()).toEqual([previous]);
        await screen.search.press('Enter');
      }
      await expect(page.getByText(list.empty)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`busca=${encodeURIComponent(typed).replace(/%20/g, '\\+')}$`));
      await expect(screen.search).toHaveValue(typed);

      await page.goBack();
      await expect(screen.search).toHaveValue(previous);
      await expect.poll(() => screen.rowLabels()).toEqual([previous]);
      await expect(page.getByText(list.empty)).toHaveCount(0);

      await page.goForward();
      await expect(screen.search).toHaveValue(typed);
      await expect(page.getByText(list.empty)).toBeVisible();
    });
  }

  test('properties: the search box', async ({ signedIn, propertyList, page }) => {
    const admin = adminLogin();
    const visible = await propertiesVisibleTo(admin);
    const unique = visible.find((property) => visible.filter((other) => other.title === property.title).length === 1);
    if (!unique) throw new Error('no property has a title of its own');
    const typed = unmatchedSearch();
    await signedIn(admin);
    await propertyList.goto(`?busca=${encodeURIComponent(unique.title)}`);
    await expect(propertyList.search).toHaveValue(unique.title);
    await expect.poll(() => propertyList.codes()).toEqual([unique.code]);

    await typeOver(propertyList.search, typed);
    await expect(propertyList.search).toHaveValue(typed);
    await expect(page.getByText('Nenhum imóvel encontrado.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`busca=${encodeURIComponent(typed).replace(/%20/g, '\\+')}$`));

    await page.goBack();
    await expect(propertyList.search).toHaveValue(unique.title);
    await expect.poll(() => propertyList.codes()).toEqual([unique.code]);

    await page.goForward();
    await expect(propertyList.search).toHaveValue(typed);
    await expect(page.getByText('Nenhum imóvel encontrado.')).toBeVisible();
  });

  test('training library: the search box', async ({ signedIn, page, records }) => {
    // One word of 15 characters shared by 13 videos: 3 pages of 6 + 6 + 1.
    const word = `acc${uniqueTag()}`.padEnd(15, 'x').slice(0, 15);
    const titles = await createVideos(records, word, 13, { type: 'INTERNAL', isActive: true });
    const newestFirst = [...titles].reverse();
    const previous = `${word} 13`;
    await signedIn(adminLogin());
    const library = new LibraryPage(page);
    await library.goto(`?busca=${encodeURIComponent(previous)}`);
    await expect(library.search).toHaveValue(previous);
    await expect.poll(() => library.titles()).toEqual([previous]);

    await typeOver(library.search, word);
    await expect(library.search).toHaveValue(word);
    await expect(library.count).toHaveText('13 vídeos encontrados');
    await expect.poll(() => library.titles()).toEqual(newestFirst.slice(0, 6));
    await expect.poll(() => library.pageNumbers()).toEqual([1, 2, 3]);

    await page.goBack();
    await expect(library.search).toHaveValue(previous);
    await expect(library.count).toHaveText('1 vídeo encontrado');
    await expect.poll(() => library.titles()).toEqual([previous]);

    await page.goForward();
    await expect(library.search).toHaveValue(word);
    await expect(library.count).toHaveText('13 vídeos encontrados');
    await expect.poll(() => library.titles()).toEqual(newestFirst.slice(0, 6));
    await library.pageButton(3).click();
    await expect(library.currentPage()).toHaveText('3');
    await expect.poll(() => library.titles()).toEqual(newestFirst.slice(12));
    await expect(library.search).toHaveValue(word);
  });

  test('home filter bar: the price box', async ({ home, page }) => {
    // Digits only count, as cents: the 15 characters typed are the price shown.
    const typed = 'R$ 1.234.567,89';
    const before = await propertyPage({ minPrice: 1000, launch: false }, 1, 12);
    const after = await propertyPage({ minPrice: 1234567.89, launch: false }, 1, 12);
    await home.goto('?minPrice=1000');
    await expect(home.minPrice).toHaveValue('R$\u00a01.000,00');
    await expect.poll(() => home.total()).toBe(before.total);

    await typeOver(home.minPrice, typed);
    await expect(home.minPrice).toHaveValue('R$\u00a01.234.567,89');
    await home.search();
    await expect(page).toHaveURL(/\?minPrice=1234567\.89$/);
    await expect.poll(() => home.total()).toBe(after.total);
    await expect(home.minPrice).toHaveValue('R$\u00a01.234.567,89');

    await page.goBack();
    await expect(home.minPrice).toHaveValue('R$\u00a01.000,00');
    await expect.poll(() => home.total()).toBe(before.total);

    await page.goForward();
    await expect(home.minPrice).toHaveValue('R$\u00a01.234.567,89');
    await expect.poll(() => home.total()).toBe(after.total);
  });
});
