import type { Page } from 'playwright-core';

/**
 * Types `term` into the header's quick search and clicks the first option holding `name`. The list shows the hits of
 * an earlier prefix while the whole term is asked (throttled): a click then can land on an option the answer
 * re-renders away, so the click waits for the answer to the whole term.
 */
export async function quickSearch(page: Page, placeholder: string, term: string, name: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/v1/search/suggestions') &&
      new URL(response.url()).searchParams.get('term') === term,
  );
  await page.getByLabel(placeholder).focus();
  await page.keyboard.type(term);
  await answered;
  await page.locator('.ant-select-item-option', { hasText: name }).first().click();
}
