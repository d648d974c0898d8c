import type { Page } from 'playwright-core';

/**
 * Types `term` into the header's quick search and clicks the first option holding `name`. The list shows the hits of
 * an earlier prefix while the whole term is asked (throttled): a click then can land on an option the answer
 * re-renders away, so the click waits for the answers to the whole term.
 */
export async function quickSearch(page: Page, placeholder: string, term: string, name: string): Promise<void> {
  const answered = quickSearchAnswered(page, term);
  await page.getByLabel(placeholder).focus();
  await page.keyboard.type(term);
  await answered;
  await page.locator('.ant-select-item-option', { hasText: name }).first().click();
}

/** Both answers of the quick search for the whole term: the user's own rows and the help pages. */
export function quickSearchAnswered(page: Page, term: string): Promise<unknown> {
  const answer = (path: string, param: string) =>
    page.waitForResponse(
      (response) => response.url().includes(path) && new URL(response.url()).searchParams.get(param) === term,
    );
  return Promise.all([answer('/api/v1/search/suggestions', 'term'), answer('/api/v1/help/search', 'q')]);
}
