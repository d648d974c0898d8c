import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { staffUser } from './browser';
import { browserLocaleOf, openLoggedIn, screenshotIfFailed, useBrowser } from './session';
import { filled, label, text, type Locale } from './texts';
import { settledDropdown } from './settled';

/*
 * Samples end to end (issue 17), in both locales: the demo customer creates a sample, fills its information sheet
 * (a field the server refuses is marked, then fixed), submits it and sends it with a courier number; staff find it in
 * the list of every customer's samples and receive it; the customer then sees the staff's move on the timeline, keeps
 * the rows as a template for a new sample, and is led back to the list from a sample that is not there.
 */

const browser = useBrowser();

for (const locale of ['zh', 'en'] as const satisfies readonly Locale[]) {
  const tx = (key: string) => text(locale, key);
  const lbl = (key: string) => label(locale, key);
  // The demo account is shared by both locales and by reruns: the title carries the locale and the time.
  const title = `e2e_${locale}_${Date.now().toString(36)}`;
  const courierNumber = `SF${Date.now()}`;

  describe(`${locale}: samples`, () => {
    let customerContext: BrowserContext;
    let customer: Page;
    let staffContext: BrowserContext;
    let staff: Page;
    let detailPath = '';

    const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();
    const visible = (locator: Locator) => expect.poll(() => locator.isVisible()).toBe(true);
    const status = (page: Page) => page.getByTestId('sample-detail').getByTestId('sample-status').first();
    const pick = async (page: Page, select: Locator, option: string) => {
      await select.click();
      await (
        await settledDropdown(page, option)
      )
        .locator('.ant-select-item-option', { hasText: option })
        .first()
        .click();
    };

    beforeAll(async () => {
      const browserLocale = browserLocaleOf(locale);
      const list = `/${locale}/mysample/list`;
      ({ context: customerContext, page: customer } = await openLoggedIn(browser(), locale, list, { browserLocale }));
      ({ context: staffContext, page: staff } = await openLoggedIn(
        browser(),
        locale,
        `/${locale}/mysample/list/sample`,
        {
          browserLocale,
          user: staffUser(),
        },
      ));
    });
    afterAll(async () => {
      await customerContext.close();
      await staffContext.close();
    });
    afterEach((ctx) => screenshotIfFailed(ctx, customer, `samples-${locale}`));

    it('the customer creates a sample and fills its sheet, fixing a refused field, then submits it', async () => {
      await customer.getByTestId('sample-create').click();
      await customer.getByTestId('sample-title').fill(title);
      await dialog(customer)
        .locator('.ant-modal-footer')
        .getByRole('button', { name: lbl('samples.form.create') })
        .click();
      await customer.waitForURL(/\/mysample\/infoSheet\/[^/]+\/edit\/[^/]+$/);

      // The contract starts from the profile; the first row needs a name and a library type.
      await expect.poll(() => customer.getByTestId('sheet-contractInformation-customerName').inputValue()).not.toBe('');
      await customer.getByTestId('row-0-sampleName').fill('bad name');
      await pick(customer, customer.getByTestId('row-0-constructionType'), tx('samples.construction.wgs'));
      await customer.getByTestId('sheet-save').click();
      // The server refuses the name (spaces are not allowed) and the sheet marks the field in the page's language.
      await visible(customer.getByText(tx('errors.SAMPLE_NAME_INVALID')));
      await customer.getByTestId('row-0-sampleName').fill(`E2E_${locale}_1`);
      await customer.getByTestId('sheet-isDownLoad').check();
      await customer.getByTestId('sheet-save').click();
      await visible(customer.getByText(tx('samples.sheet.saved')));

      await customer.getByTestId('sheet-submit').click();
      await customer
        .locator('.ant-popconfirm')
        .getByRole('button', { name: lbl('samples.sheet.submit') })
        .click();
      await customer.waitForURL(/\/mysample\/sampleDetail\/[^/]+$/);
      detailPath = new URL(customer.url()).pathname;
      await expect.poll(() => status(customer).textContent()).toBe(tx('samples.status.submitted'));
    });

    it('the customer sends it with a courier number', async () => {
      await customer.getByTestId('sample-detail-send').click();
      await pick(customer, dialog(customer).getByTestId('send-company'), tx('samples.logistics.sf'));
      await dialog(customer).getByTestId('send-number').fill(courierNumber);
      await dialog(customer)
        .locator('.ant-modal-footer')
        .getByRole('button', { name: lbl('samples.send.ok') })
        .click();
      await expect.poll(() => status(customer).textContent()).toBe(tx('samples.status.sent'));
      await visible(customer.getByTestId('sample-shipping').getByText(courierNumber));

      // Sent samples can no longer be deleted: the list offers no delete for it.
      await customer.goto(`/${locale}/mysample/list`);
      const row = customer.getByTestId('sample-table').locator('tr', { hasText: title });
      await visible(row);
      expect(await row.getByTestId('sample-delete').count()).toBe(0);
    });

    it('staff find it among every customer’s samples and receive it; the customer sees it on the timeline', async () => {
      await staff.getByTestId('sample-search').fill(title);
      await staff.getByTestId('sample-search').press('Enter');
      const row = staff.getByTestId('sample-table').locator('tr', { hasText: title });
      await visible(row);
      await row.getByTestId('sample-title-link').click();
      await staff.waitForURL((url) => url.pathname === detailPath);
      await staff.getByTestId('sample-move-received').click();
      await dialog(staff).getByTestId('move-note').fill(`Tube intact (${locale})`);
      await dialog(staff)
        .locator('.ant-modal-footer')
        .getByRole('button', { name: lbl('samples.move.ok') })
        .click();
      await expect.poll(() => status(staff).textContent()).toBe(tx('samples.status.received'));

      await customer.goto(detailPath);
      await expect.poll(() => status(customer).textContent()).toBe(tx('samples.status.received'));
      const events = customer.getByTestId('sample-event');
      await expect.poll(() => events.count()).toBe(4);
      await visible(events.last().getByText(`Tube intact (${locale})`));
      await visible(events.last().getByText(tx('samples.status.received')));
      await visible(customer.getByText(filled(locale, 'samples.detail.rows', { count: 1 })));
    });

    it('the customer keeps the rows as a template, starts a new sample from it, then deletes it', async () => {
      const template = `tpl_${title}`;
      await customer.goto(detailPath.replace('/sampleDetail/', '/infoList/'));
      await customer.getByTestId('template-save').click();
      await dialog(customer).getByTestId('template-name').fill(template);
      await dialog(customer)
        .locator('.ant-modal-footer')
        .getByRole('button', { name: lbl('samples.templates.save') })
        .click();
      await visible(customer.getByText(filled(locale, 'samples.templates.saved', { name: template })));

      await customer.goto(`/${locale}/mysample/list`);
      await customer.getByTestId('sample-create').click();
      await customer.getByTestId('sample-title').fill(`${title}_t`);
      await pick(customer, dialog(customer).getByTestId('sample-template'), template);
      await dialog(customer)
        .locator('.ant-modal-footer')
        .getByRole('button', { name: lbl('samples.form.create') })
        .click();
      await customer.waitForURL(/\/mysample\/infoSheet\/[^/]+\/edit\/[^/]+$/);
      await expect.poll(() => customer.getByTestId('row-0-sampleName').inputValue()).toBe(`E2E_${locale}_1`);

      await customer.goto(`/${locale}/mysample/list`);
      await customer.getByTestId('sample-templates').click();
      const row = customer.getByTestId('templates-table').locator('tr', { hasText: template });
      await visible(row);
      await row.getByTestId('template-delete').click();
      await customer
        .locator('.ant-popconfirm')
        .getByRole('button', { name: lbl('samples.list.delete') })
        .click();
      await expect.poll(() => row.count()).toBe(0);
    });

    it('a sample that is not there leads back to the list, with no retry', async () => {
      await customer.goto(`/${locale}/mysample/sampleDetail/00000000-0000-4000-8000-000000000000`);
      const missing = customer.getByTestId('sample-missing');
      await expect.poll(() => missing.textContent()).toContain(tx('errors.SAMPLE_NOT_FOUND'));
      expect(await missing.getByText(tx('samples.list.retry')).count()).toBe(0);
      await missing.getByRole('button', { name: lbl('samples.detail.backToList') }).click();
      await customer.waitForURL((url) => url.pathname === `/${locale}/mysample/list`);
    });
  });
}
