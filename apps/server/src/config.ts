import path from 'node:path';
import { z } from 'zod';

/** Repository root: config defaults (var/, web dist) are relative to it, whatever the working directory. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** External PostgreSQL; when absent the server starts its own embedded one under VAR_DIR. */
  DATABASE_URL: z.string().url().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().default(54329),
  VAR_DIR: z.string().default(path.join(repoRoot, 'var')),
  /** Local blob store of data files; defaults to VAR_DIR/storage. */
  STORAGE_DIR: z.string().optional(),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed demo data (the demo account) at start-up. */
  SEED_DEMO: bool.default(true),
  /** Secure cookies need HTTPS in front of the server. */
  COOKIE_SECURE: bool.default(false),
  PRODUCT_NAME: z.string().default('BioCloud'),
  /** Failed logins allowed per account, and per client address, within the window. */
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().positive().default(10),
  LOGIN_MAX_ADDRESS_ATTEMPTS: z.coerce.number().int().positive().default(50),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  TRUST_PROXY: bool.default(false),
});

export type Config = Omit<z.infer<typeof envSchema>, 'STORAGE_DIR'> & { STORAGE_DIR: string; version: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${z.prettifyError(parsed.error)}`);
  }
  return {
    ...parsed.data,
    STORAGE_DIR: parsed.data.STORAGE_DIR ?? path.join(parsed.data.VAR_DIR, 'storage'),
    version: process.env.npm_package_version ?? '0.1.0',
  };
}
