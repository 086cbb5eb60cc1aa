import type { Locator, Page, Request } from '@playwright/test';

/** The GraphQL explorer at /graphql: GraphiQL's operation editor (Monaco) and its response pane. */
export class ExplorerPage {
  readonly operationEditor: Locator;
  readonly response: Locator;

  constructor(readonly page: Page) {
    this.operationEditor = page.getByRole('region', { name: 'Operation Editor' }).locator('.monaco-editor');
    this.response = page.locator('.graphiql-response');
  }

  /** Opens the explorer and waits for its starter document in the editor. */
  async goto(): Promise<void> {
    await this.page.goto('/graphql');
    await this.operationEditor.getByText('Catalogo').waitFor();
  }

  /** Puts the keyboard focus in the operation editor. */
  async focusEditor(): Promise<void> {
    await this.operationEditor.locator('.view-lines').click();
  }

  /** Selects the whole document and replaces it, without Monaco's completions getting in the way. */
  async replaceDocument(document: string): Promise<void> {
    await this.focusEditor();
    await this.page.keyboard.press('Control+A');
    await this.page.keyboard.insertText(document);
  }

  /**
   * Presses Ctrl+Enter and answers the GraphQL request it sent. Straight after `replaceDocument` the run
   * usually comes before GraphiQL's own bookkeeping of the edit, debounced by 100 ms.
   */
  async runWithKeyboard(): Promise<Request> {
    const sent = this.page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/graphql' && !isIntrospection(request),
    );
    await this.page.keyboard.press('Control+Enter');
    return sent;
  }
}

function isIntrospection(request: Request): boolean {
  const body: unknown = request.postDataJSON();
  return typeof body === 'object' && body !== null && 'query' in body && typeof body.query === 'string' && body.query.includes('__schema');
}
