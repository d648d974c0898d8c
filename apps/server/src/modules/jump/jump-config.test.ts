import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jumpEnv } from './jump-config';

const schema = z.object(jumpEnv);

describe('jump configuration', () => {
  it('is empty by default: no partner allowed, no link', () => {
    expect(schema.parse({})).toEqual({ JUMP_ALLOWED_ORIGINS: [], JUMP_LINKS: {} });
  });

  it('normalizes origins (case, default port, IDN) and refuses entries that are not origins', () => {
    expect(
      schema.parse({ JUMP_ALLOWED_ORIGINS: 'HTTPS://Partner.example.com:443 , https://pärtner.example' })
        .JUMP_ALLOWED_ORIGINS,
    ).toEqual(['https://partner.example.com', 'https://xn--prtner-bua.example']);
    for (const bad of ['partner.example.com', 'https://partner.example.com/path', 'https://u@partner.example.com']) {
      expect(schema.safeParse({ JUMP_ALLOWED_ORIGINS: bad }).success, bad).toBe(false);
    }
  });

  it('takes links to other sites and paths of this one, never protocol-relative or other schemes', () => {
    const links = { lims: 'https://lims.example.org/{locale}/login', guide: '/{locale}/help' };
    expect(schema.parse({ JUMP_LINKS: JSON.stringify(links) }).JUMP_LINKS).toEqual(links);
    for (const bad of ['//evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      expect(schema.safeParse({ JUMP_LINKS: JSON.stringify({ x: bad }) }).success, bad).toBe(false);
    }
    expect(schema.safeParse({ JUMP_LINKS: '{"bad key!":"/en/help"}' }).success).toBe(false);
    expect(schema.safeParse({ JUMP_LINKS: 'not json' }).success).toBe(false);
  });
});
