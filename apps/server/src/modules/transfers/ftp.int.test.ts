import { createHash } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { Client, FTPError } from 'basic-ftp';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileAttributes, FtpCredentials } from '@biocloud/contracts';
import { diskFiles, loggedIn, startFilesServer, type FileClient } from '../../../test/file-api';
import type { TestUser } from '../../../test/factories';
import type { TestServer } from '../../../test/test-server';
import { startFtpServer, type FtpServerHandle } from './ftp-server';

let server: TestServer;
let storageDir: string;
let ftp: FtpServerHandle;
let alice: FileClient & { user: TestUser };
let aliceFtp: FtpCredentials;
const clients: Client[] = [];
/** Well under the metadata worker's idle poll (5 s): only a wake gets a detail this soon. */
const WAKE_WITHIN_MS = 2_500;

beforeAll(async () => {
  ({ server, storageDir } = await startFilesServer());
  // Passive ports of their own, so parallel test files never compete for them.
  const low = 40_000 + Math.floor(Math.random() * 200) * 100;
  ftp = await startFtpServer({
    config: { ...server.config, FTP_PORT: 0, FTP_PASV_RANGE: { min: low, max: low + 99 } },
    logger: pino({ level: 'silent' }),
    services: server.services,
  });
  alice = await loggedIn(server);
  aliceFtp = await credentials(alice);
});
afterAll(async () => {
  for (const client of clients) client.close();
  await ftp.close();
  await server.close();
});

async function credentials(client: FileClient): Promise<FtpCredentials> {
  const answer = await client.post<FtpCredentials>('/api/v1/transfers/ftp-credentials', {});
  if (answer.status !== 200) throw new Error(`credentials: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function connect(user: string, password: string): Promise<Client> {
  const client = new Client(10_000);
  clients.push(client);
  await client.access({ host: '127.0.0.1', port: ftp.port, user, password });
  return client;
}

async function download(client: Client, path: string): Promise<Buffer> {
  const sink = new PassThrough();
  const bytes = buffer(sink);
  await client.downloadTo(sink, path);
  return bytes;
}

/** The FTP reply code of a refused command. */
async function refusal(work: Promise<unknown>): Promise<number | string> {
  try {
    await work;
    return 'accepted';
  } catch (error) {
    return error instanceof FTPError ? error.code : String(error);
  }
}

const names = async (client: Client, path?: string) => (await client.list(path)).map((f) => f.name).sort();

describe('FTP credentials', () => {
  it('are made for the caller only, shown once, and need a session', async () => {
    expect(aliceFtp.username).toBe(alice.user.username);
    expect(aliceFtp.password).toMatch(/^[\w-]{24}$/);
    expect(aliceFtp.password).not.toBe(alice.user.password);
    const row = await server.db
      .selectFrom('ftp_credentials')
      .select('password_hash')
      .where('user_id', '=', alice.user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const anonymous = await fetch(`${server.baseUrl}/api/v1/transfers/ftp-credentials`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
  });
});

describe('FTP server', () => {
  it('uploads, lists and downloads the same bytes, which the web app sees as a file', async () => {
    const client = await connect(aliceFtp.username, aliceFtp.password);
    const content = Buffer.from('@r1\nACGT\n+\nIIII\n'.repeat(50_000));
    await client.uploadFrom(Readable.from([content]), 'reads_1.fq');
    expect(await names(client)).toEqual(['reads_1.fq']);
    expect(await client.size('reads_1.fq')).toBe(content.length);
    expect((await download(client, 'reads_1.fq')).equals(content)).toBe(true);
    // A resumed download (REST) starts where it is asked to.
    const sink = new PassThrough();
    const tail = buffer(sink);
    await client.downloadTo(sink, 'reads_1.fq', content.length - 5);
    expect((await tail).toString()).toBe('IIII\n');

    const listed = (await alice.list('0')).body.data.fileList.find((f) => f.name === 'reads_1.fq')!;
    expect(listed).toMatchObject({ size: content.length, type: 'fastq' });
    const attributes = await alice.get<{ general: { sha256: string } }>(`/api/v1/files/${listed.fileUuid}/attributes`);
    expect(attributes.body.general.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    expect(diskFiles(storageDir).filter((f) => !f.startsWith('blobs/'))).toEqual([]);
  });

  it('makes folders by the folder rule, moves through them, renames by the rename rule, and deletes', async () => {
    const client = await connect(aliceFtp.username, aliceFtp.password);
    await client.send('MKD run_1');
    expect(await refusal(client.send('MKD bad name'))).toBe(550);
    await client.cd('run_1');
    expect(await client.pwd()).toBe('/run_1');
    await client.uploadFrom(Readable.from([Buffer.from('>a\nACGT\n')]), 'contig.fa');
    await client.cd('/');
    await client.rename('run_1/contig.fa', 'genome.fa');
    expect(await names(client)).toEqual(['genome.fa', 'reads_1.fq', 'run_1']);
    expect(await refusal(client.rename('genome.fa', 'bad-name.fa'))).toBe(550);
    expect(await refusal(client.rename('genome.fa', 'reads_1.fq'))).toBe(550);
    await client.rename('genome.fa', 'run_1/genome.fa');
    expect(await names(client, 'run_1')).toEqual(['genome.fa']);
    // A folder goes only when empty.
    expect(await refusal(client.send('RMD run_1'))).toBe(550);
    await client.remove('run_1/genome.fa');
    await client.send('RMD run_1');
    expect(await names(client)).toEqual(['reads_1.fq']);
  });

  it('refuses names breaking the upload rule, existing names, appends, and uploads over the quota', async () => {
    const client = await connect(aliceFtp.username, aliceFtp.password);
    expect(await refusal(client.uploadFrom(Readable.from([Buffer.from('x')]), 'a b.txt'))).toBe(550);
    expect(await refusal(client.uploadFrom(Readable.from([Buffer.from('x')]), 'reads_1.fq'))).toBe(550);
    expect(await refusal(client.appendFrom(Readable.from([Buffer.from('x')]), 'reads_1.fq'))).toBe(550);
    const usage = (await alice.list('0')).body.data.fileList.reduce((sum, f) => sum + f.size, 0);
    await server.db
      .updateTable('users')
      .set({ quota_bytes: usage + 100 })
      .where('id', '=', alice.user.id)
      .execute();
    try {
      const code = await refusal(client.uploadFrom(Readable.from([Buffer.alloc(1000)]), 'big.bin'));
      expect(code).toBe(550);
      expect(await names(client)).toEqual(['reads_1.fq']);
    } finally {
      await server.db
        .updateTable('users')
        .set({ quota_bytes: 10 ** 12 })
        .where('id', '=', alice.user.id)
        .execute();
    }
    await expect.poll(() => diskFiles(storageDir).filter((f) => !f.startsWith('blobs/'))).toEqual([]);
  });

  it('keeps each user in their own space: no other user, no public data, no path outside', async () => {
    const bob = await loggedIn(server);
    await bob.uploadOne('0', 'bob_only.txt', 'secret');
    const first = await credentials(bob);
    const fresh = await credentials(bob);
    // A new password ends the one before it.
    expect(await refusal(connect(first.username, first.password))).toBe(530);
    const bobClient = await connect(fresh.username, fresh.password);
    expect(await names(bobClient)).toEqual(['bob_only.txt']);

    const client = await connect(aliceFtp.username, aliceFtp.password);
    expect(await names(client)).toEqual(['reads_1.fq']);
    expect(await refusal(client.cd('../..'))).toBe(550);
    expect(await refusal(client.cd('..'))).toBe(550);
    expect(await refusal(download(client, '../../etc/passwd'))).toBe(551);
    expect(await refusal(download(client, '/../etc/passwd'))).toBe(551);
    expect(await refusal(download(client, 'bob_only.txt'))).toBe(551);
    expect(await refusal(client.send('SIZE ../../etc/passwd'))).toBe(550);
    expect(await client.pwd()).toBe('/');
  });

  it('refuses a wrong password, an unknown user, and a locked account', async () => {
    expect(await refusal(connect(aliceFtp.username, 'wrong-password'))).toBe(530);
    expect(await refusal(connect('nobody_here', aliceFtp.password))).toBe(530);
    // The console password is not an FTP password.
    expect(await refusal(connect(alice.user.username, alice.user.password))).toBe(530);
    const carol = await loggedIn(server);
    const carolFtp = await credentials(carol);
    await server.db.updateTable('users').set({ locked: true }).where('id', '=', carol.user.id).execute();
    expect(await refusal(connect(carolFtp.username, carolFtp.password))).toBe(530);
  });
});

describe('FTP uploads and format metadata', () => {
  it('wake the metadata worker: the detail is ready well within its idle poll', async () => {
    const dave = await loggedIn(server);
    const daveFtp = await credentials(dave);
    const client = await connect(daveFtp.username, daveFtp.password);
    const detailOf = async (name: string) => {
      const listed = (await dave.list('0')).body.data.fileList.find((f) => f.name === name);
      if (!listed) return undefined;
      const answer = await dave.get<FileAttributes>(`/api/v1/files/${listed.fileUuid}/attributes`);
      return answer.body.detail?.status;
    };
    // The first upload leaves the worker idle, asleep for its whole poll (5 s) unless an upload wakes it.
    await client.uploadFrom(Readable.from([Buffer.from('>a\nACGT\n')]), 'first.fa');
    await expect.poll(() => detailOf('first.fa'), { timeout: 15_000, interval: 50 }).toBe('ready');
    await new Promise((resolve) => setTimeout(resolve, 500));

    const started = Date.now();
    await client.uploadFrom(Readable.from([Buffer.from('>b\nGGCC\n')]), 'second.fa');
    await expect.poll(() => detailOf('second.fa'), { timeout: 15_000, interval: 50 }).toBe('ready');
    expect(Date.now() - started).toBeLessThan(WAKE_WITHIN_MS);
  });
});
