/**
 * Sample shipping, bookings and the customer list (issue 17 items 4, 6), in both locales: the customer books a courier
 * pickup for a sample, sees it in the sample's bookings and cancels it after confirming; reads the send instructions
 * and gives a return address (a refused phone fixed); staff open the customer list and go from
 * the demo customer to their samples; the customer is refused the customer list.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Sample } from '@biocloud/contracts';
import { loadConfig } from '../apps/server/src/config';
import { staffUser } from './browser';
import { openLoggedIn, screenshotIfFailed, tokenHeader, useBrowser } from './session';
import { filled, label, text, type Locale } from './texts';

const browser = useBrowser();
const pages: Page[] = [];

afterEach(async (ctx) => {
  for (const page of pages) {
    await screenshotIfFailed(ctx, page, 'samples-booking');
    await page.context().close();
  }
  pages.length = 0;
});

describe.each(['zh', 'en'] as const)('%s: sample bookings and customers', (locale: Locale) => {
  it('books a pickup, lists it and cancels it', { timeout: 60_000 }, async () => {
    const { page } = await openLoggedIn(browser(), locale, `/${locale}/mysample/list`);
    pages.push(page);
    const created = await page.request.post('/api/v1/samples', {
      data: { title: `Booking ${locale} ${Date.now().toString(36)}`, sampleType: 'dna' },
      headers: await tokenHeader(page),
    });
    const sample = (await created.json()) as Sample;

    await page.goto(`/${locale}/mysample/sampleDetail/${sample.sampleId}`);
    await page.getByTestId('sample-open-bookings').click();
    await page.getByTestId('booking-new').click();
    // An empty submit names each missing field (walkthrough L5), not a bare "please enter content".
    await page.getByTestId('booking-contact').fill('');
    await page.getByTestId('booking-count').fill('');
    await page.getByTestId('booking-submit').click();
    for (const field of ['address', 'contactName', 'contactPhone', 'sampleCount']) {
      const missing = filled(locale, 'samples.booking.required', { field: text(locale, `samples.booking.${field}`) });
      await expect.poll(() => page.getByText(missing, { exact: true }).isVisible()).toBe(true);
    }
    // A number in the count passes its rule (a whitespace rule on a number refused every value).
    await page.getByTestId('booking-count').fill('2');
    await page.getByTestId('booking-address').fill('1 Lab Road');
    await page.getByTestId('booking-contact').fill('Li Lei');
    await page.getByTestId('booking-phone').fill('13800138000');
    await page.getByTestId('booking-submit').click();

    const list = page.getByTestId('booking-list');
    await page.waitForURL(/\/mysample\/bookingList\//);
    const row = list.locator('tbody tr', { hasText: text(locale, 'samples.booking.kinds.pickup') });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.textContent()).toContain(text(locale, 'samples.booking.statuses.booked'));

    await row.getByTestId('booking-cancel').click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: label(locale, 'samples.booking.cancelOk') })
      .click();
    await expect.poll(() => row.textContent()).toContain(text(locale, 'samples.booking.statuses.cancelled'));
    expect(await row.getByTestId('booking-cancel').count()).toBe(0);
  });

  it('the customer reads the send instructions and gives a return address', { timeout: 60_000 }, async () => {
    const { page } = await openLoggedIn(browser(), locale, `/${locale}/mysample/list`);
    pages.push(page);
    const created = await page.request.post('/api/v1/samples', {
      data: { title: `Return ${locale} ${Date.now().toString(36)}`, sampleType: 'dna' },
      headers: await tokenHeader(page),
    });
    const sample = (await created.json()) as Sample;
    await page.goto(`/${locale}/mysample/sampleDetail/${sample.sampleId}`);
    await page.getByTestId('sample-open-instructions').click();
    await expect
      .poll(() => page.getByTestId('lab-address').textContent())
      .toContain(loadConfig(process.env).SAMPLE_LAB[locale].address);

    await page.goto(`/${locale}/mysample/sampleDetail/${sample.sampleId}`);
    await page.getByTestId('sample-open-return-address').click();
    await page.getByTestId('return-address-name').fill('Li Lei');
    await page.getByTestId('return-address-phone').fill('call me');
    await page.getByTestId('return-address-address').fill('1 Lab Road');
    await page.getByTestId('return-address-submit').click();
    // The server refuses the phone; the form says so beside it, in the page's language.
    await expect.poll(() => page.getByText(text(locale, 'errors.PHONE_INVALID')).isVisible()).toBe(true);
    await page.getByTestId('return-address-phone').fill('13800138000');
    await page.getByTestId('return-address-submit').click();
    await expect
      .poll(() => page.getByTestId('return-address-sent').textContent())
      .toContain(text(locale, 'samples.returnAddress.sent'));
  });

  it('staff open the customer list and a customer samples; the customer is refused', async () => {
    const { page } = await openLoggedIn(browser(), locale, `/${locale}/mysample/customerList`, { user: staffUser() });
    pages.push(page);
    const demo = page
      .getByTestId('customer-link')
      .filter({ hasText: /^demo$|\(demo\)$/ })
      .first();
    const name = ((await demo.textContent()) ?? '').replace(/ \(demo\)$/, '');
    await demo.click();
    // Exactly this customer (by user id), named in a filter tag that clears it.
    await page.waitForURL(/\/mysample\/list\/sample\?.*customerId=[0-9a-f-]{36}/);
    await expect
      .poll(() => page.getByTestId('sample-customer-filter').textContent())
      .toBe(filled(locale, 'samples.list.oneCustomer', { name }));

    const customer = await openLoggedIn(browser(), locale, `/${locale}/mysample/customerList`);
    pages.push(customer.page);
    await expect
      .poll(() => customer.page.getByTestId('customer-list-refused').textContent())
      .toContain(text(locale, 'samples.customers.staffOnly'));
  });
});
