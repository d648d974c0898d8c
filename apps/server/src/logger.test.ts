import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger, withoutUrlSecrets } from './logger';

describe('logged URLs', () => {
  it('mask the tokens of account links and codes, and keep the rest', () => {
    expect(withoutUrlSecrets('/api/v1/account/password-reset/check?querystring=abc.def&lang=en')).toBe(
      '/api/v1/account/password-reset/check?querystring=[redacted]&lang=en',
    );
    expect(withoutUrlSecrets('/en/user/forget/reset/abc.def-ghi?x=1')).toBe('/en/user/forget/reset/[redacted]?x=1');
    expect(withoutUrlSecrets('/zh/user/bind/tok123')).toBe('/zh/user/bind/[redacted]');
    expect(withoutUrlSecrets('/api/v1/account/wechat/callback?code=wx&state=s')).toBe(
      '/api/v1/account/wechat/callback?code=[redacted]&state=s',
    );
    expect(withoutUrlSecrets('/api/v1/files?page=2')).toBe('/api/v1/files?page=2');
  });

  it('are masked in the request log of a Fastify app on this logger', async () => {
    let written = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.toString();
        done();
      },
    });
    const app = Fastify({ loggerInstance: createLogger({ LOG_LEVEL: 'info' }, sink) });
    app.get('/api/v1/account/password-reset/check', () => ({ ok: true }));
    await app.inject({ url: '/api/v1/account/password-reset/check?querystring=secret-token' });
    await app.close();
    expect(written).toContain('querystring=[redacted]');
    expect(written).not.toContain('secret-token');
  });
});
