import { expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

it('sends plain names as they are', () => {
  expect(contentDisposition('attachment', 'reads_1.fastq.gz')).toBe(
    `attachment; filename="reads_1.fastq.gz"; filename*=UTF-8''reads_1.fastq.gz`,
  );
});

it('encodes other characters and keeps quotes out of the fallback', () => {
  expect(contentDisposition('inline', '数据 "a"(1).pdf')).toBe(
    `inline; filename="__ _a_(1).pdf"; filename*=UTF-8''%E6%95%B0%E6%8D%AE%20%22a%22%281%29.pdf`,
  );
});
