import { describe, expect, it } from 'vitest';
import { aliyunCanonicalQuery, aliyunPercentEncode, aliyunSignature } from './aliyun-signature';

// The worked example of Aliyun's signature mechanism document (ECS DescribeRegions, AccessKey secret "testsecret").
const documented = {
  AccessKeyId: 'testid',
  Action: 'DescribeRegions',
  Format: 'XML',
  SignatureMethod: 'HMAC-SHA1',
  SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
  SignatureVersion: '1.0',
  Timestamp: '2016-02-23T12:46:24Z',
  Version: '2014-05-26',
};

describe('Aliyun RPC signature', () => {
  it('gives the signature of the documented example', () => {
    expect(aliyunSignature('GET', documented, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('sorts the parameters and leaves Signature out', () => {
    const shuffled = { Signature: 'x', ...Object.fromEntries(Object.entries(documented).reverse()) };
    expect(aliyunCanonicalQuery(shuffled)).toBe(aliyunCanonicalQuery(documented));
    expect(aliyunCanonicalQuery(documented)).toMatch(/^AccessKeyId=testid&Action=DescribeRegions&/);
    expect(aliyunCanonicalQuery(documented)).toContain('Timestamp=2016-02-23T12%3A46%3A24Z');
  });

  it('encodes what encodeURIComponent leaves, spaces as %20, and UTF-8 bytes', () => {
    expect(aliyunPercentEncode("a!b'c(d)e*f g~-_.")).toBe('a%21b%27c%28d%29e%2Af%20g~-_.');
    expect(aliyunPercentEncode('阿里')).toBe('%E9%98%BF%E9%87%8C');
  });
});
