import { expect, it } from 'vitest';
import { loadConfig } from './config';
import { DEFAULT_SAMPLE_LAB } from './sample-lab-config';

it('has embedded defaults: port 8080, no DATABASE_URL, demo data on', () => {
  const config = loadConfig({});
  expect(config.PORT).toBe(8080);
  expect(config.DATABASE_URL).toBeUndefined();
  expect(config.SEED_DEMO).toBe(true);
});

it('parses booleans and numbers and rejects bad values with a clear message', () => {
  expect(loadConfig({ SEED_DEMO: 'false', PORT: '9000' })).toMatchObject({ SEED_DEMO: false, PORT: 9000 });
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
});

it('reads the FTP settings: passive range, and a connectable passive host when HOST is a wildcard', () => {
  expect(loadConfig({})).toMatchObject({
    FTP_ENABLED: true,
    FTP_PORT: 2121,
    FTP_PASV_RANGE: { min: 30000, max: 30099 },
    FTP_PASV_HOST: '127.0.0.1',
  });
  expect(loadConfig({ HOST: '10.0.0.5', FTP_PASV_RANGE: '40000-40010' })).toMatchObject({
    FTP_PASV_HOST: '10.0.0.5',
    FTP_PASV_RANGE: { min: 40000, max: 40010 },
  });
  expect(() => loadConfig({ FTP_PASV_RANGE: '40010-40000' })).toThrow(/FTP_PASV_RANGE/);
  expect(() => loadConfig({ FTP_PASV_RANGE: '80' })).toThrow(/FTP_PASV_RANGE/);
});

it('wants a signing secret of at least 32 characters when one is given', () => {
  expect(() => loadConfig({ URL_SIGNING_SECRET: 'short' })).toThrow(/URL_SIGNING_SECRET/);
  expect(loadConfig({}).SIGNED_URL_TTL_SECONDS).toBe(86_400);
});

it('has a lab receiving address in both languages, each field configurable, English falling back to Chinese', () => {
  expect(loadConfig({}).SAMPLE_LAB).toEqual(DEFAULT_SAMPLE_LAB);
  const lab = loadConfig({
    SAMPLE_LAB_ADDRESS: '北京市海淀区 1 号',
    SAMPLE_LAB_ADDRESS_EN: '1 Haidian Road, Beijing',
    SAMPLE_LAB_RECIPIENT: '王芳',
    SAMPLE_LAB_PHONE: '010 1234 5678',
  }).SAMPLE_LAB;
  expect(lab.zh).toEqual({
    ...DEFAULT_SAMPLE_LAB.zh,
    address: '北京市海淀区 1 号',
    recipient: '王芳',
    phone: '010 1234 5678',
  });
  expect(lab.en).toEqual({
    ...DEFAULT_SAMPLE_LAB.en,
    address: '1 Haidian Road, Beijing',
    recipient: '王芳',
    phone: '010 1234 5678',
  });
  expect(() => loadConfig({ SAMPLE_LAB_NAME: ' ' })).toThrow(/SAMPLE_LAB_NAME/);
});
