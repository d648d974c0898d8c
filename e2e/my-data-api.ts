import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { tokenHeader } from './session';

/** Uploads a text file to the private root with the page's login (POST /api/v1/files/upload); answers its uuid. */
export async function uploadToPrivateRoot(page: Page, name: string, content: string): Promise<string> {
  return uploadTo(page, '0', name, content);
}

/** Uploads a file (text or bytes) into a folder of the page's user; answers its uuid. */
export async function uploadTo(
  page: Page,
  parentsUuid: string,
  name: string,
  content: string | Buffer,
): Promise<string> {
  const upload = await page.request.post('/api/v1/files/upload', {
    headers: await tokenHeader(page),
    multipart: { parentsUuid, file: { name, mimeType: 'application/octet-stream', buffer: Buffer.from(content) } },
  });
  expect(upload.status(), `upload ${name}`).toBe(200);
  const [fileUuid] = ((await upload.json()) as { fileUuids: string[] }).fileUuids;
  if (!fileUuid) throw new Error(`upload ${name}: no file uuid in the answer`);
  return fileUuid;
}
