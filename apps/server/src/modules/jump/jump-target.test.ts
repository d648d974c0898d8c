import { describe, expect, it } from 'vitest';
import { buildHandover, checkJumpUrl, originOf, parseJumpMethod, parseJumpParams } from './jump-target';

const allowed = new Set(['https://partner.example.com', 'http://127.0.0.1:8088', 'https://xn--prtner-bua.example']);
const codeOf = (raw: string) => {
  const checked = checkJumpUrl(raw, allowed);
  return checked.ok ? checked.value.href : checked.code;
};

describe('checkJumpUrl', () => {
  it('accepts an address of an allowed origin, whatever its path and query', () => {
    expect(codeOf('https://partner.example.com/sso/login?from=console')).toBe(
      'https://partner.example.com/sso/login?from=console',
    );
    expect(codeOf('http://127.0.0.1:8088/landing')).toBe('http://127.0.0.1:8088/landing');
  });

  it('compares the host as the parser reads it: case and the default port do not matter', () => {
    expect(codeOf('HTTPS://Partner.Example.COM:443/x')).toBe('https://partner.example.com/x');
  });

  it('refuses another port, another scheme or a look-alike host of an allowed one', () => {
    expect(codeOf('https://partner.example.com:8443/x')).toBe('JUMP_NOT_ALLOWED');
    expect(codeOf('http://partner.example.com/x')).toBe('JUMP_NOT_ALLOWED');
    expect(codeOf('https://partner.example.com.evil.example/x')).toBe('JUMP_NOT_ALLOWED');
    expect(codeOf('https://evil-partner.example.com/x')).toBe('JUMP_NOT_ALLOWED');
    expect(codeOf('https://partner.example.com%2eevil.example/x')).toBe('JUMP_NOT_ALLOWED');
    expect(codeOf('https://partner.example.com./x')).toBe('JUMP_NOT_ALLOWED');
  });

  it('refuses user info in either direction: the host a person reads is not the one opened', () => {
    expect(codeOf('https://partner.example.com@evil.example/x')).toBe('JUMP_BAD_URL');
    expect(codeOf('https://evil.example@partner.example.com/x')).toBe('JUMP_BAD_URL');
    expect(codeOf('https://user:pw@partner.example.com/x')).toBe('JUMP_BAD_URL');
  });

  it('refuses backslashes, which the parser reads as slashes', () => {
    expect(codeOf('https:\\\\evil.example')).toBe('JUMP_BAD_URL');
    expect(codeOf('https://partner.example.com\\@evil.example')).toBe('JUMP_BAD_URL');
    expect(codeOf('https:/\\evil.example/')).toBe('JUMP_BAD_URL');
  });

  it('refuses other schemes, protocol-relative and relative addresses', () => {
    expect(codeOf('javascript:alert(1)')).toBe('JUMP_BAD_URL');
    expect(codeOf('JavaScript://partner.example.com/%0aalert(1)')).toBe('JUMP_BAD_URL');
    expect(codeOf('data:text/html,<script>alert(1)</script>')).toBe('JUMP_BAD_URL');
    expect(codeOf('//partner.example.com/x')).toBe('JUMP_BAD_URL');
    expect(codeOf('/en/dashboard')).toBe('JUMP_BAD_URL');
    expect(codeOf('partner.example.com')).toBe('JUMP_BAD_URL');
    expect(codeOf('https:partner.example.com')).toBe('JUMP_BAD_URL');
    expect(codeOf('https:///partner.example.com')).toBe('JUMP_BAD_URL');
  });

  it('refuses spaces and control characters the parser would drop', () => {
    expect(codeOf(' https://partner.example.com/')).toBe('JUMP_BAD_URL');
    expect(codeOf('https://partner.example.com/\tx')).toBe('JUMP_BAD_URL');
    expect(codeOf('https://partner.exa\nmple.com/')).toBe('JUMP_BAD_URL');
  });

  it('compares IDN hosts in punycode: the Unicode spelling of an allowed host passes, a homograph does not', () => {
    expect(codeOf('https://pärtner.example/x')).toBe('https://xn--prtner-bua.example/x');
    // Cyrillic "а" (U+0430) in place of the Latin "a".
    expect(codeOf('https://p\u0430rtner.example.com/x')).toBe('JUMP_NOT_ALLOWED');
  });

  it('refuses an address longer than the limit', () => {
    expect(codeOf(`https://partner.example.com/${'a'.repeat(2100)}`)).toBe('JUMP_BAD_URL');
  });
});

describe('originOf', () => {
  it('answers the origin of an http(s) address only', () => {
    expect(originOf('https://Partner.example.com:443/a')).toBe('https://partner.example.com');
    expect(originOf('ftp://partner.example.com/')).toBeNull();
    expect(originOf('not a url')).toBeNull();
  });
});

describe('parseJumpParams', () => {
  it('takes a flat object of strings, numbers, booleans and null', () => {
    expect(parseJumpParams('{"a":"x y","n":3,"b":true,"z":null}')).toEqual({
      ok: true,
      value: [
        { name: 'a', value: 'x y' },
        { name: 'n', value: '3' },
        { name: 'b', value: 'true' },
        { name: 'z', value: '' },
      ],
    });
  });

  it('refuses malformed JSON, arrays, nesting and empty names', () => {
    for (const bad of ['{a:1}', '[1,2]', '"x"', 'null', '{"a":{"b":1}}', '{"a":[1]}', '{"":1}', '']) {
      expect(parseJumpParams(bad)).toEqual({ ok: false, code: 'JUMP_BAD_PARAMS' });
    }
  });
});

describe('parseJumpMethod', () => {
  it('takes GET and POST in any case, nothing else', () => {
    expect(parseJumpMethod('post')).toEqual({ ok: true, value: 'POST' });
    expect(parseJumpMethod('GET')).toEqual({ ok: true, value: 'GET' });
    expect(parseJumpMethod('PUT')).toEqual({ ok: false, code: 'JUMP_BAD_METHOD' });
  });
});

describe('buildHandover', () => {
  it('puts GET parameters after the query the address has, encoded', () => {
    const built = buildHandover(
      { url: 'https://partner.example.com/sso?from=console', params: '{"user":"a&b=c","n":1}', method: 'get' },
      allowed,
    );
    expect(built).toEqual({
      ok: true,
      value: {
        method: 'GET',
        action: 'https://partner.example.com/sso?from=console&user=a%26b%3Dc&n=1',
        origin: 'https://partner.example.com',
        fields: [],
      },
    });
  });

  it('sends POST parameters as form fields to the address', () => {
    const built = buildHandover(
      { url: 'https://partner.example.com/in', params: '{"t":"x"}', method: 'POST' },
      allowed,
    );
    expect(built).toEqual({
      ok: true,
      value: {
        method: 'POST',
        action: 'https://partner.example.com/in',
        origin: 'https://partner.example.com',
        fields: [{ name: 't', value: 'x' }],
      },
    });
  });

  it('answers a refused host before anything else is looked at', () => {
    expect(buildHandover({ url: 'https://evil.example/', params: 'x', method: 'PUT' }, allowed)).toEqual({
      ok: false,
      code: 'JUMP_NOT_ALLOWED',
    });
  });
});
