import type { Locator, Page } from '@playwright/test';

/** The training library, /training-videos: search, type filter, video cards and numbered paging. */
export class LibraryPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly type: Locator;
  readonly count: Locator;
  readonly list: Locator;
  readonly cards: Locator;
  readonly paging: Locator;
  readonly empty: Locator;
  readonly loadError: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Biblioteca de Vídeos', level: 1 });
    this.search = page.getByRole('searchbox', { name: 'Pesquisar por título ou descrição' });
    this.type = page.getByRole('combobox', { name: 'Tipo' });
    this.count = page.getByText(/^\d+ vídeos? encontrados?$/);
    this.list = page.getByRole('list', { name: 'Vídeos da biblioteca' });
    this.cards = this.list.getByRole('listitem');
    this.paging = page.getByRole('navigation', { name: 'Paginação da biblioteca de vídeos' });
    this.empty = page.getByText('Nenhum vídeo encontrado.');
    this.loadError = page.getByRole('alert').filter({ hasText: 'Ocorreu um erro ao carregar a lista de vídeos.' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/training-videos${query}`);
    await this.heading.waitFor();
  }

  /** The titles of the cards on screen, in order, read in one go. */
  async titles(): Promise<string[]> {
    return this.list.getByRole('heading', { level: 2 }).allTextContents();
  }

  pageButton(page: number): Locator {
    return this.paging.getByRole('button', { name: `Página ${page}`, exact: true });
  }

  /** The page numbers offered, in order. */
  async pageNumbers(): Promise<number[]> {
    const names = await this.paging.getByRole('button', { name: /^Página \d+$/ }).allTextContents();
    return names.map(Number);
  }

  /** The page number marked as the current one. */
  currentPage(): Locator {
    return this.paging.locator('[aria-current="page"]');
  }

  previous(): Locator {
    return this.paging.getByRole('button', { name: 'Anterior' });
  }

  next(): Locator {
    return this.paging.getByRole('button', { name: 'Próxima' });
  }

  /** The embedded player of a card. */
  player(title: string): Locator {
    return this.list.locator(`iframe[title="${title}"]`);
  }
}
