import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { loggedIn, startFilesServer, type FileClient } from '../../test/file-api';
import type { TestUser } from '../../test/factories';
import type { TestServer } from '../../test/test-server';

/*
 * Cross-site requests in a real Chromium: a page served on another port of the same host (same site, so the
 * SameSite=Lax cookie goes along) forges the calls of the review (a form post, a multipart form, text/plain fetches);
 * each is refused and the user's state is unchanged. The web app's way (the token header) from our own origin works.
 */

const FORGE_SCRIPT = path.join(import.meta.dirname, '../../test/fixtures/browser/forge.js');

let server: TestServer;
let alice: FileClient & { user: TestUser };
let foreign: http.Server;
let foreignUrl: string;
let browser: Browser;
let context: BrowserContext;
/** Every answer the browser got from our server: method, path and status. */
const answers: string[] = [];

beforeAll(async () => {
  ({ server } = await startFilesServer());
  alice = await loggedIn(server);
  foreign = http.createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end('<!doctype html><title>foreign</title>');
  });
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  const address = foreign.address();
  foreignUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  context = await browser.newContext();
  // The session cookie exactly as the server sets it at login.
  await context.addCookies([{ name: 'token', value: alice.token, url: server.baseUrl, sameSite: 'Lax' }]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  foreign?.close();
  await server?.close();
});

async function openPage(url: string): Promise<Page> {
  const page = await context.newPage();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === server.baseUrl)
      answers.push(`${response.request().method()} ${url.pathname} ${response.status()}`);
  });
  await page.goto(url);
  await page.addScriptTag({ path: FORGE_SCRIPT });
  return page;
}

/** Calls a function of forge.js in the page (page code is plain JS: this project's TS has no DOM types). */
function forge<T>(page: Page, name: 'form' | 'plain' | 'json' | 'upload', ...args: unknown[]): Promise<T> {
  return page.evaluate<T>(`window.forge.${name}(...${JSON.stringify(args)})`);
}

const rootNames = async () => (await alice.list('0')).body.data.fileList.map((file) => file.name);
const ftpCredentials = () =>
  server.db.selectFrom('ftp_credentials').select('password_hash').where('user_id', '=', alice.user.id).execute();
const currentUser = () =>
  fetch(`${server.baseUrl}/api/v1/user/getCurrentUser`, { headers: { token: alice.token } }).then((r) => r.status);

describe('cross-site requests', () => {
  it('refuses a page of another origin: form post, multipart form, text/plain fetches; nothing changes', async () => {
    const page = await openPage(foreignUrl);
    const before = { names: await rootNames(), ftp: await ftpCredentials() };
    const urlencoded = 'application/x-www-form-urlencoded';
    const folder = { parentsUuid: '0', fileName: 'csrf-folder' };
    await forge(page, 'form', `${server.baseUrl}/api/v1/files/folder`, urlencoded, folder);
    await expect.poll(() => answers).toContain('POST /api/v1/files/folder 403');
    const upload = `${server.baseUrl}/api/v1/files/upload`;
    await forge(page, 'form', upload, 'multipart/form-data', { parentsUuid: '0' }, 'planted.txt');
    await expect.poll(() => answers).toContain('POST /api/v1/files/upload 403');
    expect(await forge(page, 'plain', `${server.baseUrl}/api/v1/transfers/ftp-credentials`, '{}')).toBe('sent');
    expect(await forge(page, 'plain', `${server.baseUrl}/api/logout`, '')).toBe('sent');
    // A login forged into the browser (someone else's account) is refused the same way.
    const login = JSON.stringify({ username: alice.user.username, password: alice.user.password });
    expect(await forge(page, 'plain', `${server.baseUrl}/api/login`, login)).toBe('sent');
    await expect
      .poll(() => answers)
      .toEqual(
        expect.arrayContaining([
          'POST /api/v1/transfers/ftp-credentials 403',
          'POST /api/logout 403',
          'POST /api/login 403',
        ]),
      );

    expect(await rootNames()).toEqual(before.names);
    expect(await ftpCredentials()).toEqual(before.ftp);
    expect(await currentUser()).toBe(200);
    await page.close();
  });

  it('serves the same calls from our own origin: with the token header, or the cookie and our Origin', async () => {
    const page = await openPage(`${server.baseUrl}/api/health`);
    const token = { token: alice.token };
    const statuses = [
      await forge(page, 'json', '/api/v1/files/folder', { parentsUuid: '0', fileName: 'with-header' }, token),
      await forge(page, 'json', '/api/v1/files/folder', { parentsUuid: '0', fileName: 'with-origin' }, {}),
      await forge(page, 'upload', '/api/v1/files/upload', '0', 'own.txt', token),
      await forge(page, 'json', '/api/v1/transfers/ftp-credentials', {}, token),
    ];
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(await rootNames()).toEqual(expect.arrayContaining(['with-header', 'with-origin', 'own.txt']));
    expect(await ftpCredentials()).toHaveLength(1);

    // The zip of several files, through a plain form as the web app sends it (Origin: null under no-referrer).
    const folder = (await alice.list('0')).body.data.fileList.find((file) => file.name === 'with-header')!;
    await forge(page, 'form', '/api/v1/files/package', 'application/x-www-form-urlencoded', {
      fileUuids: folder.fileUuid,
    });
    await expect.poll(() => answers).toContain('POST /api/v1/files/package 200');

    expect(await forge(page, 'json', '/api/logout', {}, token)).toBe(200);
    expect(await currentUser()).toBe(401);
  });
});
