import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { kuaidi100Sign } from '../kuaidi100-client';

export interface Kuaidi100Parcel {
  state: string;
  data: { time: string; ftime: string; context: string; areaName?: string }[];
}

/**
 * A local stand-in for Kuaidi100's poll/query.do, for tests: it takes the form POST as Kuaidi100 does, checks the
 * customer and the MD5 sign with the one key it knows, and answers its JSON: the parcel registered under
 * "<com>:<num>", or Kuaidi100's refusal of an unknown number. `requests` records the accepted params.
 */
export async function startKuaidi100Server(parcels: Record<string, Kuaidi100Parcel>) {
  const customer = 'TEST-CUSTOMER';
  const key = 'test-key';
  const requests: Record<string, string>[] = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const answer = (body: unknown) => {
        response.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
        response.end(JSON.stringify(body));
      };
      const refuse = (returnCode: string, message: string) => answer({ result: false, returnCode, message });
      if (
        request.method !== 'POST' ||
        !request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
      ) {
        return refuse('400', '找不到对应公司');
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const param = form.get('param') ?? '';
      if (form.get('customer') !== customer) return refuse('601', 'POLL:KEY已过期或账号不存在');
      if (form.get('sign') !== kuaidi100Sign(param, key, customer)) return refuse('400', '签名错误');
      let parsed: Record<string, string>;
      try {
        parsed = JSON.parse(param) as Record<string, string>;
      } catch {
        return refuse('400', '参数错误');
      }
      if (!parsed.com || !parsed.num) return refuse('400', '参数错误');
      requests.push(parsed);
      const parcel = parcels[`${parsed.com}:${parsed.num}`];
      if (!parcel) return refuse('500', '查询无结果，请隔段时间再查');
      answer({
        message: 'ok',
        nu: parsed.num,
        ischeck: parcel.state === '3' ? '1' : '0',
        com: parsed.com,
        status: '200',
        condition: 'F00',
        ...parcel,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    config: { endpoint: `http://127.0.0.1:${port}/poll/query.do`, customer, key },
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
