import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { startAliyunSmsServer } from '../apps/server/src/modules/account/codes/test-support/aliyun-sms-server';
import { startWechatTestServer } from '../apps/server/src/modules/account/wechat/test-support/wechat-oauth-server';
import { startWechatPayTestServer } from '../apps/server/src/modules/payments/test-support/wechatpay-server';
import { startEutilsServer, TEST_PAPERS } from '../apps/server/src/modules/articles/test-support/eutils-server';
import { freePort } from '../apps/server/test/server-process';
import { createDatabase } from '../apps/server/src/db/database';
import { embeddedDatabaseUrl } from '../apps/server/src/db/embedded';
import { startE2eSmtpCatcher } from './smtp-catcher';
import { startPartnerServer } from './partner-server';
import { OLD_VERSION_URL } from './old-version';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** GET answers the e-mails the server sent so far (smtp-catcher.ts). */
    mailboxUrl: string;
    /** GET answers the text messages the server sent so far (`?phone=` one number's), to the local SMS endpoint. */
    smsMessagesUrl: string;
    /** The e2e console's VAR_DIR: operator commands (npm run user) reach its embedded PostgreSQL through it. */
    varDir: string;
    /** Passwords given to the demo data's staff and admin accounts (no known default exists). */
    staffPassword: string;
    adminPassword: string;
    /** The partner service the hand-over pages may open (JUMP_ALLOWED_ORIGINS), partner-server.ts. */
    partnerOrigin: string;
    /** The local WeChat Pay server: GET /scan?pr=<code> pays as a phone scanning the QR code would. */
    wechatPayUrl: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '..');

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

/**
 * The e2e console's PostgreSQL is thrown away after the run: nothing has to survive a power cut, so its commits skip
 * the disk flushes, as the integration tier's cluster does (apps/server/test/global-setup.ts). On this shared disk a
 * flush per commit (every session touch, job event and upload) made the pages wait on each other's writes.
 */
async function skipDiskFlushes(pgPort: number): Promise<void> {
  const { db } = createDatabase(embeddedDatabaseUrl(pgPort), 1);
  try {
    for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes']) {
      await sql`ALTER SYSTEM SET ${sql.raw(setting)} = off`.execute(db);
    }
    await sql`SELECT pg_reload_conf()`.execute(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Starts the console exactly as `npm start` does (embedded PostgreSQL, demo data) on free ports in a temp folder,
 * sending its e-mails to a local SMTP catcher, its text messages to a local SendSms endpoint, its WeChat logins
 * to a local OAuth2 server and its PubMed look-ups to a local E-utilities.
 */
export default async function setup(project: TestProject) {
  const smtp = await startE2eSmtpCatcher();
  const sms = await startAliyunSmsServer();
  // WeChat's OAuth2 for websites, local: its QR page is a form the test confirms as the phone would.
  const wechat = await startWechatTestServer();
  // NCBI E-utilities' esummary, local: the interpretation form's PubMed fill.
  const eutils = await startEutilsServer(TEST_PAPERS);
  // A partner service on the jumpv1 allow-list, and links of jumpv3 to it and to a page of the console.
  const partner = await startPartnerServer();
  // WeChat Pay API v3 (native QR), local: package orders are paid through it (GET /scan is the phone paying).
  const wechatPay = await startWechatPayTestServer();
  const varDir = mkdtempSync(path.join(os.tmpdir(), 'biocloud-e2e-'));
  chmodSync(varDir, 0o755);
  const staffPassword = randomBytes(12).toString('base64url');
  const adminPassword = randomBytes(12).toString('base64url');
  // Free ports, not a random range: two e2e shards (scripts/e2e-shards.ts) each start a console at the same time.
  const ports = new Set<number>();
  while (ports.size < 3) ports.add(await freePort());
  const [port, pgPort, ftpPort] = [...ports] as [number, number, number];
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(pgPort),
      FTP_PORT: String(ftpPort),
      VAR_DIR: varDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      SMTP_URL: smtp.smtpUrl,
      ...sms.env,
      WECHAT_APP_ID: wechat.appId,
      WECHAT_APP_SECRET: wechat.appSecret,
      WECHAT_OPEN_URL: wechat.url,
      WECHAT_API_URL: wechat.url,
      PUBMED_URL: eutils.url,
      // Less proof of work than in production: the browser solves one per code sent, on a busy test machine.
      CAPTCHA_BITS: '12',
      SEED_STAFF_PASSWORD: staffPassword,
      SEED_ADMIN_PASSWORD: adminPassword,
      JUMP_ALLOWED_ORIGINS: partner.origin,
      JUMP_LINKS: JSON.stringify({ partner: `${partner.origin}/landing`, guide: '/{locale}/help' }),
      OLD_VERSION_URL,
      ...wechatPay.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // As long as the server takes to start while it runs (an exit fails at once): a first start (initdb, seeding) on a
  // loaded machine has taken more than the 90 s once waited here, and failed the whole shard.
  await waitForHealth(baseUrl, child, 15 * 60_000);
  await skipDiskFlushes(pgPort);
  project.provide('baseUrl', baseUrl);
  project.provide('mailboxUrl', smtp.mailboxUrl);
  project.provide('smsMessagesUrl', sms.messagesUrl);
  project.provide('varDir', varDir);
  project.provide('staffPassword', staffPassword);
  project.provide('adminPassword', adminPassword);
  project.provide('partnerOrigin', partner.origin);
  project.provide('wechatPayUrl', wechatPay.url);
  return async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    await smtp.close();
    await sms.close();
    await wechat.close();
    await eutils.close();
    await partner.close();
    await wechatPay.close();
    rmSync(varDir, { recursive: true, force: true });
  };
}
