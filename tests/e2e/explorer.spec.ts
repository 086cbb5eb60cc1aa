import { ExplorerPage } from './pages/ExplorerPage';
import { expect, test } from './support/fixtures';

test.describe('GraphQL explorer', () => {
  test('runs a document typed over the starter one, sending no stale operation name', async ({ page }) => {
    const explorer = new ExplorerPage(page);
    await explorer.goto();
    await explorer.focusEditor();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('{ __typename }');
    const request = await explorer.runWithKeyboard();

    expect(request.postDataJSON()).not.toHaveProperty('operationName', expect.any(String));
    await expect(explorer.response).toContainText('"__typename": "Query"');
    await expect(explorer.response).not.toContainText('errors');
  });

  test('runs the named operation under the cursor, straight after an edit', async ({ page }) => {
    const explorer = new ExplorerPage(page);
    await explorer.goto();
    await explorer.replaceDocument('query Primeira { __typename }\nquery Segunda { cities { city count } }');
    // The insertion leaves the cursor on Segunda's closing brace.
    const request = await explorer.runWithKeyboard();

    expect(request.postDataJSON()).toHaveProperty('operationName', 'Segunda');
    await expect(explorer.response).toContainText('"cities"');
    await expect(explorer.response).not.toContainText('__typename');
    await expect(explorer.response).not.toContainText('errors');
  });

  test('runs a pasted anonymous query straight away, without the starter operation name', async ({ page }) => {
    const explorer = new ExplorerPage(page);
    await explorer.goto();
    await explorer.replaceDocument('{ __typename }');
    const request = await explorer.runWithKeyboard();

    expect(request.postDataJSON()).not.toHaveProperty('operationName', expect.any(String));
    await expect(explorer.response).toContainText('"__typename": "Query"');
  });
});
