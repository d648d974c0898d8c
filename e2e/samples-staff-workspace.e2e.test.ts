/**
 * The lab's samples workspace and the sample messages (issue 27, walkthrough M1-M4, L6), in both locales, with a
 * fresh customer so the rows are known: one sample is sent and received beforehand (through the API), the customer
 * ships another from the list; staff land on the incoming queue with the shipped one first, find it in the menu's
 * customer list, and get a message naming it that leads to it. The customer's message of the received sample is
 * named in their language and leads to the sample; tracking says plainly it is not available and shows the number;
 * the list shows every column at 1440 px and labelled values on a phone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createAccount, type Account } from './account-users';
import { staffUser } from './browser';
import { openLoggedIn, screenshotIfFailed, tokenHeader, useBrowser } from './session';
import { expectColumnsInView } from './table-layout';
import { label, text, type Locale } from './texts';

const browser = useBrowser();
const pages: Page[] = [];
const DESKTOP = { width: 1440, height: 900 } as const;
const PHONE = { width: 390, height: 844 } as const;

afterEach(async (ctx) => {
  for (const page of pages.splice(0)) {
    await screenshotIfFailed(ctx, page, 'samples-staff');
    await page.context().close();
  }
});

async function open(locale: Locale, path: string, user: { username: string; password: string }) {
  const { page } = await openLoggedIn(browser(), locale, path, { user });
  pages.push(page);
  await page.setViewportSize(DESKTOP);
  return page;
}

/** A sample with one complete row, its sheet submitted, through the API: answers its id. */
async function submittedSample(page: Page, title: string): Promise<string> {
  const headers = await tokenHeader(page);
  const created = await page.request.post('/api/v1/samples', { data: { title }, headers });
  expect(created.status()).toBe(200);
  const { sampleId } = (await created.json()) as { sampleId: string };
  const saved = await page.request.post('/api/v1/sampleInformation/saveSampleInformation', {
    headers,
    data: {
      sampleId,
      sampleType: 'tissue',
      contractInformation: { customerName: 'Li Lei', organization: 'Test Lab' },
      sampleInformationOverview: { sampleCount: 1, species: 'Homo sapiens' },
      detailSampleInformationList: [{ sampleName: 'T1', constructionType: 'wgs' }],
      isSubmit: true,
    },
  });
  expect(saved.status()).toBe(200);
  return sampleId;
}

const visible = (locator: Locator) => expect.poll(() => locator.isVisible()).toBe(true);
const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();

describe.each(['zh', 'en'] as const)('%s: the staff samples workspace', (locale: Locale) => {
  const tx = (key: string) => text(locale, key);

  // Two users' pages, a dozen page loads: long on a loaded machine.
  it(
    'customer ships; staff see it first in the queue and get a message leading to it',
    { timeout: 240_000 },
    async () => {
      const customer: Account = await createAccount({ prefix: 'e2e_ship' });
      const page = await open(locale, `/${locale}/mysample/list`, customer);
      const stamp = Date.now().toString(36);
      const earlier = `recv_${locale}_${stamp}`;
      const shipped = `ship_${locale}_${stamp}`;
      const courierNumber = `SF${Date.now()}`.slice(0, 15);

      // The earlier sample: sent, and received by staff through the API.
      const staff = await open(locale, `/${locale}/mysample/list`, staffUser());
      const earlierId = await submittedSample(page, earlier);
      const sent = await page.request.post('/api/v1/samples/sendSampleInformation', {
        headers: await tokenHeader(page),
        data: { sampleId: earlierId, courierNumber: 'SF1000200030', logisticsCompany: 'sf' },
      });
      expect(sent.status()).toBe(200);
      const received = await staff.request.post(`/api/v1/samples/${earlierId}/move`, {
        headers: await tokenHeader(staff),
        data: { to: 'received' },
      });
      expect(received.status()).toBe(200);

      // The customer ships the other one from the list.
      const shippedId = await submittedSample(page, shipped);
      await page.reload();
      const row = page.getByTestId('sample-table').locator('tr', { hasText: shipped });
      await row.getByTestId('sample-send').click();
      await dialog(page).getByTestId('send-company').click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: tx('samples.logistics.sf') })
        .first()
        .click();
      await dialog(page).getByTestId('send-number').fill(courierNumber);
      await dialog(page)
        .locator('.ant-modal-footer')
        .getByRole('button', { name: label(locale, 'samples.send.ok') })
        .click();
      await expect.poll(() => row.getByTestId('sample-courier').textContent()).toContain(courierNumber);

      // M2: at 1440 px every column is whole, clear of the fixed actions.
      const table = page.getByTestId('sample-table');
      const headers = ['title', 'informationSingleNumber', 'status', 'sampleType', 'rowCount', 'reportCount'];
      await expectColumnsInView(
        page,
        table,
        [...headers, 'courierNumber', 'createTime'].map((field) => tx(`samples.fields.${field}`)),
        DESKTOP,
      );

      // M3: staff land on the queue; the customer's shipped sample comes before the received one.
      await staff.reload();
      const queue = staff.getByTestId('sample-queue');
      await visible(queue.getByText(tx('samples.workspace.title')).first());
      await staff.getByTestId('sample-customer').fill(customer.username);
      await staff.getByTestId('sample-customer').press('Enter');
      const titles = queue.getByTestId('sample-title-link');
      await expect.poll(() => titles.allTextContents()).toEqual([shipped, earlier]);
      // The customer list has its menu entry.
      // The side menu's entry (the toolbar's link has the same name in zh: the menu's is the one asked for).
      await staff
        .locator('.app-sider')
        .getByRole('link', { name: tx('layout.menu.sampleCustomers'), exact: true })
        .click();
      await staff.waitForURL((url) => url.pathname === `/${locale}/mysample/customerList`);

      // Staff got a message about the shipment, named in their language, leading to the sample.
      await staff.goto(`/${locale}/message/list?kind=sampleShipped`);
      const message = staff.locator('.ant-table-tbody tr', { hasText: shipped }).first();
      await visible(message);
      await expect.poll(() => message.textContent()).toContain(tx('message.kindNames.sampleShipped'));
      await message.getByRole('link', { name: tx('message.target.sample'), exact: true }).click();
      await staff.waitForURL((url) => url.pathname === `/${locale}/mysample/sampleDetail/${shippedId}`);

      // M1: the customer's message of the received sample is named, not a key, and leads to the sample.
      await page.goto(`/${locale}/message/list?kind=sampleStatus.received`);
      const told = page.locator('.ant-table-tbody tr', { hasText: earlier }).first();
      await visible(told);
      await expect.poll(() => told.textContent()).toContain(tx('message.kindNames.sampleStatus.received'));
      expect(await told.textContent()).not.toContain('sampleStatus');
      await told.getByRole('link', { name: tx('message.target.sample'), exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/${locale}/mysample/sampleDetail/${earlierId}`);

      // M4: no tracking provider on the e2e console: said plainly, with the number, no configuration names.
      await page.goto(`/${locale}/mysample/sampleDetail/${shippedId}`);
      const hint = page.getByTestId('express-hint');
      await expect.poll(() => hint.textContent()).toContain(tx('sampleIo.express.notConfigured'));
      // The number is said once, in the shipping part beside the company (not repeated in the hint).
      expect(await page.getByTestId('sample-shipping').textContent()).toContain(courierNumber);
      expect(await hint.textContent()).not.toMatch(/EXPRESS_|Kuaidi100|快递100/);

      // L6: on a phone the cards' values carry their column's name.
      await page.goto(`/${locale}/mysample/list`);
      await page.setViewportSize(PHONE);
      const card = page.getByTestId('sample-table').locator('tr', { hasText: shipped });
      const courierCell = card.locator('td', { has: page.getByTestId('sample-courier') });
      await expect
        .poll(() =>
          courierCell.evaluate(
            (cell: unknown) =>
              (
                globalThis as unknown as {
                  getComputedStyle(e: unknown, pseudo: string): { content: string };
                }
              ).getComputedStyle(cell, '::before').content,
          ),
        )
        .toContain(tx('samples.fields.courierNumber'));
    },
  );
});
