import type { Page } from 'playwright-core';
import { DEMO } from './browser';
import { text } from './texts';

/** Helpers of the my-data e2e tests (files.e2e.test.ts, files-upload.e2e.test.ts). */

export type Locale = 'zh' | 'en';

/** A failing step ends here rather than at Playwright's default of 30 s (polls wait as long, see vitest.config.ts). */
export const ACTION_TIMEOUT_MS = 15_000;

/** A text with its {{placeholders}} filled, as i18next renders it. */
export function filled(locale: Locale, key: string, params: Record<string, string | number>): string {
  return text(locale, key).replace(/\{\{(\w+)\}\}/g, (m, name: string) => String(params[name] ?? m));
}

/**
 * The accessible name of a control showing a text: it ends with the text (an antd icon before it adds its own
 * label), and antd spaces out two-character Chinese button texts.
 */
export function label(locale: Locale, key: string): RegExp {
  const chars = Array.from(text(locale, key)).map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(^|\\s)${chars.join('\\s*')}$`);
}

export async function logIn(page: Page, user: { username: string; password: string } = DEMO) {
  await page.locator('#login_username').fill(user.username);
  await page.locator('#login_password').fill(user.password);
  await page.locator('#login_password').press('Enter');
}
