import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { tokenHeader } from './session';

/** Uploads a text file to the private root with the page's login (POST /api/v1/files/upload); answers its uuid. */
export async function uploadToPrivateRoot(page: Page, name: string, content: string): Promise<string> {
  const upload = await page.request.post('/api/v1/files/upload', {
    headers: await tokenHeader(page),
    multipart: { parentsUuid: '0', file: { name, mimeType: 'text/plain', buffer: Buffer.from(content) } },
  });
  expect(upload.status(), `upload ${name}`).toBe(200);
  const [fileUuid] = ((await upload.json()) as { fileUuids: string[] }).fileUuids;
  if (!fileUuid) throw new Error(`upload ${name}: no file uuid in the answer`);
  return fileUuid;
}
