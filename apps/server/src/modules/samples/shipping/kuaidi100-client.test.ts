import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKuaidi100Client, ExpressQueryError, kuaidi100Sign } from './kuaidi100-client';
import { startKuaidi100Server } from './test-support/kuaidi100-server';

const parcel = {
  state: '3',
  data: [
    { time: '2026-11-03 09:12:00', ftime: '2026-11-03 09:12:00', context: '已签收', areaName: '上海' },
    { time: '2026-11-02 18:00:00', ftime: '2026-11-02 18:00:00', context: '运输中' },
  ],
};

let server: Awaited<ReturnType<typeof startKuaidi100Server>>;
beforeAll(async () => {
  server = await startKuaidi100Server({ 'shunfeng:SF1234567890': parcel });
});
afterAll(() => server.close());

describe('Kuaidi100 client', () => {
  it('signs as Kuaidi100 documents: upper-case MD5 of param + key + customer', () => {
    expect(kuaidi100Sign('{"com":"ems","num":"1"}', 'k', 'C')).toMatch(/^[0-9A-F]{32}$/);
    expect(kuaidi100Sign('a', 'b', 'c')).toBe('900150983CD24FB0D6963F7D28E17F72');
  });

  it('answers the events newest first, with the state named', async () => {
    const client = createKuaidi100Client(server.config);
    const track = await client.query({ company: 'shunfeng', number: 'SF1234567890', phone: '1234' });
    expect(track).toEqual({
      state: 'delivered',
      events: [
        { time: '2026-11-03 09:12:00', context: '已签收', location: '上海' },
        { time: '2026-11-02 18:00:00', context: '运输中' },
      ],
    });
    expect(server.requests.at(-1)).toMatchObject({ com: 'shunfeng', num: 'SF1234567890', phone: '1234' });
  });

  it('fails with the provider refusal: wrong key (sign), unknown number, no server', async () => {
    const wrongKey = createKuaidi100Client({ ...server.config, key: 'other' });
    await expect(wrongKey.query({ company: 'shunfeng', number: 'SF1234567890' })).rejects.toThrow(/签名错误/);
    const client = createKuaidi100Client(server.config);
    await expect(client.query({ company: 'ems', number: 'X' })).rejects.toBeInstanceOf(ExpressQueryError);
    const nowhere = createKuaidi100Client({ ...server.config, endpoint: 'http://127.0.0.1:9/poll/query.do' });
    await expect(nowhere.query({ company: 'ems', number: 'X' })).rejects.toBeInstanceOf(ExpressQueryError);
  });
});
