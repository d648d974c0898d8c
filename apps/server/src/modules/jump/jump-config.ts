import { z } from 'zod';
import { originOf } from './jump-target';

/*
 * Where jumpv1 may hand users over (JUMP_ALLOWED_ORIGINS) and the links jumpv3 opens by key (JUMP_LINKS). Both are
 * the operator's: unset, jumpv1 refuses every address and jumpv3 knows no key.
 */

const LINK_KEY = /^[A-Za-z0-9_-]{1,40}$/;

/** Comma-separated origins, e.g. `https://partner.example.com,https://lims.example.org:8443`. */
const allowedOrigins = z
  .string()
  .default('')
  .transform((list, ctx) => {
    const origins: string[] = [];
    for (const entry of list
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)) {
      const origin = originOf(entry);
      // An entry with a path or user info is not an origin: refused, so the operator sees what is allowed exactly.
      if (!origin || new URL(entry).href !== `${origin}/`) {
        ctx.addIssue({ code: 'custom', message: `JUMP_ALLOWED_ORIGINS: "${entry}" is not an http(s) origin` });
        return z.NEVER;
      }
      origins.push(origin);
    }
    return [...new Set(origins)];
  });

/** A link is an http(s) address or a path of this site (`/{locale}/help`); never `//host` or another scheme. */
const isLinkTarget = (url: string) =>
  originOf(url.split('{locale}').join('en')) !== null || (url.startsWith('/') && !/^\/[/\\]/.test(url));

/** A JSON object of key to address, e.g. `{"lims":"https://lims.example.org/login","guide":"/{locale}/help"}`. */
const links = z
  .string()
  .default('{}')
  .transform((json, ctx) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      parsed = undefined;
    }
    const result = z.record(z.string().regex(LINK_KEY), z.string().max(2048).refine(isLinkTarget)).safeParse(parsed);
    if (!result.success) {
      ctx.addIssue({ code: 'custom', message: 'JUMP_LINKS: a JSON object of key (A-Z a-z 0-9 _ -) to address' });
      return z.NEVER;
    }
    return result.data;
  });

/** The env vars, spread into the config's schema. */
export const jumpEnv = { JUMP_ALLOWED_ORIGINS: allowedOrigins, JUMP_LINKS: links };
