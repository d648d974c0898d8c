/**
 * userinfo/edit (issue 15 item 4) in the browser, in both locales: the profile's view and edit modes, a photo cropped
 * in the page and stored by the server, the password change (the other device logged out) and the e-mail change
 * confirmed from the link the SMTP catcher received, on the bind page.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { apiLogin, createAccount, sessionWorks } from './account-users';
import { mailsTo } from './caught-mails';
import { openLoggedIn, useBrowser } from './session';
import { buttonName, filled, text } from './texts';

const browser = useBrowser();

for (const locale of ['zh', 'en'] as const) {
  describe(`${locale}: profile and security`, () => {
    it('edits the profile and photo, changes the password and the e-mail address', async () => {
      const account = await createAccount();
      const otherDevice = await apiLogin(account);
      const { context, page } = await openLoggedIn(browser(), locale, `/${locale}/userinfo/edit`, { user: account });
      try {
        // View, then edit mode: the server keeps what was typed.
        await expect.poll(() => page.getByTestId('profile-view').textContent()).toContain(account.username);
        await page.getByTestId('profile-edit').click();
        await page.getByLabel(text(locale, 'userinfo.fields.realName'), { exact: true }).fill('Ada Lovelace');
        await page.getByLabel(text(locale, 'userinfo.fields.company')).fill('Analytical Engines Ltd');
        await page.getByLabel(text(locale, 'userinfo.sex.2')).check();
        await page.getByRole('button', { name: buttonName(locale, 'userinfo.profile.save') }).click();
        await expect.poll(() => page.getByTestId('profile-view').textContent()).toContain('Analytical Engines Ltd');
        expect(await page.getByTestId('profile-view').textContent()).toContain(text(locale, 'userinfo.sex.2'));

        // Photo: cropped in the page, resized and stored by the server, shown from GET photo.
        await page.getByTestId('profile-edit').click();
        const picture = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#2a6' } })
          .png()
          .toBuffer();
        const chooser = page.waitForEvent('filechooser');
        await page.getByTestId('photo-change').click();
        await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
        await page.getByRole('button', { name: buttonName(locale, 'userinfo.photo.ok') }).click();
        await expect
          .poll(() => page.locator('[data-testid="profile-photo"] img').getAttribute('src'))
          .toMatch(/^\/api\/v1\/account\/photo\?v=/);
        // The crop dialog has a cancel button too, until its closing animation ends.
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
        await page.getByRole('button', { name: buttonName(locale, 'userinfo.profile.cancel') }).click();

        // Password: a wrong current one is told beside its field; the right one logs the other device out.
        await page.getByTestId('security-password').getByRole('button').click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(text(locale, 'userinfo.security.password.current')).fill('not-my-password');
        await dialog.getByLabel(text(locale, 'userinfo.security.password.new'), { exact: true }).fill('changed-pass-2');
        await dialog.getByLabel(text(locale, 'userinfo.security.password.confirm')).fill('changed-pass-2');
        await dialog.getByRole('button', { name: buttonName(locale, 'userinfo.security.save') }).click();
        await expect.poll(() => dialog.getByText(text(locale, 'errors.PASSWORD_WRONG')).isVisible()).toBe(true);
        await dialog.getByLabel(text(locale, 'userinfo.security.password.current')).fill(account.password);
        await dialog.getByRole('button', { name: buttonName(locale, 'userinfo.security.save') }).click();
        await expect.poll(() => page.getByText(text(locale, 'userinfo.security.password.done')).isVisible()).toBe(true);
        expect(await sessionWorks(otherDevice)).toBe(false);

        // E-mail: a confirm link to the new address; the bind page sets it, verified.
        const newEmail = `new-${account.email}`;
        await page
          .getByTestId('security-email')
          .getByRole('button', { name: buttonName(locale, 'userinfo.security.change') })
          .click();
        await dialog.getByLabel(text(locale, 'userinfo.security.email.new')).fill(newEmail);
        await dialog.getByLabel(text(locale, 'userinfo.security.password.current')).fill('changed-pass-2');
        await dialog.getByRole('button', { name: buttonName(locale, 'userinfo.security.email.send') }).click();
        await expect
          .poll(() => dialog.getByText(text(locale, 'userinfo.security.email.sentTitle')).isVisible())
          .toBe(true);
        await expect.poll(async () => (await mailsTo(newEmail)).length).toBe(1);
        const link = /https?:\/\/\S+\/user\/bind\/[\w-]+/.exec((await mailsTo(newEmail))[0]!.text)?.[0];
        expect(link).toBeDefined();
        await page.goto(new URL(link!).pathname.replace(/^\/(zh|en)\//, `/${locale}/`));
        await expect
          .poll(() => page.getByText(filled(locale, 'user.bind.done', { email: newEmail })).isVisible())
          .toBe(true);
        await page.getByRole('button', { name: buttonName(locale, 'user.bind.toProfile') }).click();
        await page.waitForURL((url) => url.pathname === `/${locale}/userinfo/edit`);
        await expect.poll(() => page.getByTestId('security-email').textContent()).toContain(newEmail);
        expect(await page.getByTestId('security-email').textContent()).toContain(
          text(locale, 'userinfo.security.email.checked'),
        );
      } finally {
        await context.close();
      }
    });
  });
}
