import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_COMMAND_TIMEOUT_MS } from '@biocloud/executor';
import {
  signupPolicySchema,
  TOOL_RESOURCE_LIMITS,
  type LabAddress,
  type Locale,
  type SignupPolicy,
} from '@biocloud/contracts';
import { sampleLab, sampleLabEnv } from './sample-lab-config';
import { jumpEnv } from './modules/jump/jump-config';
import { wechatPayEnv } from './modules/payments/wechatpay-config';

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
  /** With the demo data: run the demo project's first jobs on the first start (seed/demo-jobs.ts). */
  SEED_DEMO_JOBS: bool.default(true),
  /** Secure cookies need HTTPS in front of the server. */
  COOKIE_SECURE: bool.default(false),
  PRODUCT_NAME: z.string().default('BioCloud'),
  /** Failed logins allowed per account, and per client address, within the window. */
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().positive().default(10),
  LOGIN_MAX_ADDRESS_ATTEMPTS: z.coerce.number().int().positive().default(50),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  TRUST_PROXY: bool.default(false),
  /** A client must send its request headers within this time (Node's headersTimeout), else 408. */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /**
   * A request body that brings no byte for this long is cut (an idle timeout, not a total one: a 100 GB upload that
   * keeps moving is never cut; a tus PATCH cut this way keeps the bytes already stored).
   */
  HTTP_BODY_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  /**
   * A request body must bring at least this many bytes a second, judged over each window of
   * HTTP_BODY_MIN_RATE_WINDOW_MS, else it is cut with 408 BODY_TOO_SLOW (as Apache's mod_reqtimeout MinRate):
   * one byte every 15 s never trips the idle timeout and held a socket for ever (reliability R9). 0: no minimum.
   */
  HTTP_BODY_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(0).default(500),
  HTTP_BODY_MIN_RATE_WINDOW_MS: z.coerce.number().int().min(100).default(60_000),
  /**
   * Open connections one client address may hold; more are closed at once (0: no cap). Behind a reverse proxy every
   * connection comes from the proxy's address: raise it or set 0 there and cap at the proxy.
   */
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(256),
  /** When set, GET /metrics needs `Authorization: Bearer <token>`; unset, it answers loopback clients only. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * Passwords of the demo data's staff and admin accounts, when SEED_DEMO creates them; unset, each gets a random
   * password printed once, at the start that creates it (only the demo customer has a known password).
   */
  SEED_STAFF_PASSWORD: z.string().min(8).optional(),
  SEED_ADMIN_PASSWORD: z.string().min(8).optional(),
  /** The FTP server over each user's private files (per-user credentials from POST /api/v1/transfers/ftp-credentials). */
  FTP_ENABLED: bool.default(true),
  FTP_PORT: z.coerce.number().int().min(0).max(65535).default(2121),
  /** Ports of passive data connections, "min-max". */
  FTP_PASV_RANGE: z
    .string()
    .regex(/^\d+-\d+$/)
    .default('30000-30099'),
  /** Address FTP clients reach the server at (passive replies, credentials); defaults to HOST, or 127.0.0.1. */
  FTP_PASV_HOST: z.string().optional(),
  /** Key of signed download links; generated once and kept in VAR_DIR when unset (set it when instances share work). */
  URL_SIGNING_SECRET: z.string().min(32).optional(),
  /** How long a signed download link works. */
  SIGNED_URL_TTL_SECONDS: z.coerce.number().int().positive().default(86_400),
  /** Format metadata jobs run at once by this instance; 0 leaves them to other instances. */
  METADATA_WORKERS: z.coerce.number().int().min(0).max(16).default(1),
  /**
   * A gzip input up to this size is inflated whole at submit (a fraction of a second); a larger one by the first step
   * of its job, with progress, so the request never waits for it (engine/input-whole-check.ts).
   */
  INPUT_READ_AT_SUBMIT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(16 * 1024 * 1024),
  /** Contents indexed for the genome viewer at once by this instance; 0 leaves them to other instances. */
  GENOME_INDEX_WORKERS: z.coerce.number().int().min(0).max(8).default(1),
  /** Where task jobs run: processes of this machine, or a Slurm cluster (WORK_DIR must then be on shared storage). */
  EXECUTOR: z.enum(['local', 'slurm']).default('local'),
  SLURM_PARTITION: z.string().optional(),
  /** A Slurm command (sbatch, squeue, ...) that has not answered after this long is given up (the job looked up). */
  SLURM_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(DEFAULT_COMMAND_TIMEOUT_MS),
  /** Run the job dispatcher and monitor here; of several instances one at a time does (the others stand by). */
  DISPATCHER_ENABLED: bool.default(true),
  /** Tool manifests (tools/), their scripts and example data. */
  CATALOG_DIR: z.string().default(path.join(repoRoot, 'catalog')),
  /** Work dirs of task jobs, <WORK_DIR>/<task id>; defaults to VAR_DIR/work. */
  WORK_DIR: z.string().optional(),
  /** Task jobs of one user running (or paused) at once; more wait. */
  TASK_USER_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(2),
  /** Task jobs running at once in all, 0 for no limit (Slurm queues them itself). */
  TASK_MAX_RUNNING: z.coerce.number().int().min(0).default(0),
  /** The unprivileged user task jobs run as when the server runs as root (scripts/setup.sh creates it). */
  JOB_USER: z.string().min(1).default('biocloud-job'),
  /**
   * Per-job limits for manifests that set none (resources.processes, resources.outputMb). Processes count threads:
   * salmon, megahit and Node's own workers fit in the default many times over; a fork bomb stops there.
   */
  JOB_PROCESSES: z.coerce.number().int().min(1).max(TOOL_RESOURCE_LIMITS.processes).default(512),
  /** Output of one job in MiB: each file it writes, and its work dir in all. */
  JOB_OUTPUT_MB: z.coerce
    .number()
    .int()
    .min(1)
    .max(TOOL_RESOURCE_LIMITS.outputMb)
    .default(20 * 1024),
  /** How often the monitor asks the executor about running jobs (it is also woken by every job change). */
  MONITOR_INTERVAL_MS: z.coerce.number().int().min(20).max(60_000).default(1000),
  /** SMTP server of notice e-mails, e.g. smtps://user:pass@mail.example.com:465; unset, no e-mail is sent. */
  SMTP_URL: z.string().url().optional(),
  /** Sender of notice e-mails; defaults to PRODUCT_NAME <noreply@localhost>. */
  SMTP_FROM: z.string().optional(),
  /**
   * The address users open the console at (scheme, host, port, no trailing slash), for links sent by e-mail (password
   * reset, e-mail confirmation). Never taken from a request's Host header, which a caller could point at a site of
   * theirs to catch the link; unset, http://HOST:PORT (localhost for a wildcard HOST).
   */
  PUBLIC_URL: z
    .string()
    .url()
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /**
   * The header's "back to old version" link (spec 001 layout): written into the instance configuration at start-up.
   * Unset, the configuration keeps what it holds (none by default), and the header shows no such link.
   */
  OLD_VERSION_URL: z.string().url().optional(),
  /** Zero bits the captcha's proof of work needs: each one doubles the browser's work (16: about a second). */
  CAPTCHA_BITS: z.coerce.number().int().min(0).max(24).default(16),
  /** Verification codes one client address may have sent in an hour (besides the limits per phone or address). */
  CODES_PER_ADDRESS_HOUR: z.coerce.number().int().positive().default(30),
  /** Registration existence checks (is this address or number taken?) one client address may make per login window. */
  REGISTER_CHECKS_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  /**
   * Aliyun SMS (dysmsapi SendSms) for verification codes: the access key pair, the sign name and a template with one
   * parameter `code` (an English one optional). Without the four, no code goes by SMS and the phone ways are hidden.
   */
  SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com'),
  SMS_REGION_ID: z.string().default('cn-hangzhou'),
  SMS_ACCESS_KEY_ID: z.string().min(1).optional(),
  SMS_ACCESS_KEY_SECRET: z.string().min(1).optional(),
  SMS_SIGN_NAME: z.string().min(1).optional(),
  SMS_TEMPLATE_CODE: z.string().min(1).optional(),
  SMS_TEMPLATE_CODE_EN: z.string().min(1).optional(),
  /** WeChat login (a website application of the WeChat Open Platform); without both, the WeChat way in is hidden. */
  WECHAT_APP_ID: z.string().min(1).optional(),
  WECHAT_APP_SECRET: z.string().min(1).optional(),
  /** Where WeChat's QR page (connect/qrconnect) and its API (sns/...) are: WeChat's own hosts unless tests move them. */
  WECHAT_OPEN_URL: z.string().url().default('https://open.weixin.qq.com'),
  WECHAT_API_URL: z.string().url().default('https://api.weixin.qq.com'),
  /**
   * Courier tracking of sent samples through Kuaidi100's real-time query (poll/query.do): the account's customer id
   * and key. Without both, tracking is hidden and the express panel says it is not configured.
   */
  EXPRESS_ENDPOINT: z.string().url().default('https://poll.kuaidi100.com/poll/query.do'),
  EXPRESS_CUSTOMER: z.string().min(1).optional(),
  EXPRESS_KEY: z.string().min(1).optional(),
  /**
   * NCBI E-utilities' folder (https://eutils.ncbi.nlm.nih.gov/entrez/eutils) for filling a literature interpretation
   * from its pmid (esummary). Unset, the fill button is hidden and the form is filled by hand.
   */
  PUBMED_URL: z.string().url().optional(),
  /**
   * How people join (contracts account/signup.ts): verified (a code by e-mail or SMS), open (a captcha, the e-mail
   * unverified), invite (invitation links only), closed. Unset: verified when SMTP or SMS is configured, else open.
   */
  SIGNUP_POLICY: signupPolicySchema.optional(),
  /** How long a customer's invitation link works (staff choose 1, 7 or 30 days). */
  INVITATION_TTL_DAYS: z.coerce.number().int().min(1).max(30).default(7),
  /** Invitations a customer may have open (not used, expired or revoked) at once; staff have no cap. */
  INVITATIONS_PER_CUSTOMER: z.coerce.number().int().min(0).max(1000).default(5),
  /** Where the customers' return addresses of samples are e-mailed (returnSampleAddressEmail); none: kept only. */
  SAMPLE_LAB_EMAIL: z.string().email().optional(),
  /** The lab's receiving address of the send instructions (SAMPLE_LAB_NAME, ..._EN: sample-lab-config.ts). */
  ...sampleLabEnv,
  /** Partner hand-overs: the origins jumpv1 may open, the links jumpv3 opens by key (modules/jump). */
  ...jumpEnv,
  /** WeChat Pay (native QR) for package orders, and the bank transfer details (modules/payments). */
  ...wechatPayEnv,
});

/**
 * The sign-up policy in force. A channel is SMTP or the four SMS settings (as sms-config.ts reads them); `verified`
 * without one would let nobody in, so the start refuses it rather than run a site nobody can join.
 */
function signupPolicy(env: z.infer<typeof envSchema>): SignupPolicy {
  const channel =
    env.SMTP_URL !== undefined ||
    Boolean(env.SMS_ACCESS_KEY_ID && env.SMS_ACCESS_KEY_SECRET && env.SMS_SIGN_NAME && env.SMS_TEMPLATE_CODE);
  const policy = env.SIGNUP_POLICY ?? (channel ? 'verified' : 'open');
  if (policy === 'verified' && !channel) {
    throw new Error('Invalid configuration: SIGNUP_POLICY=verified needs SMTP_URL or the SMS_* settings');
  }
  return policy;
}

/** Wildcard addresses a server may bind to but a client cannot connect to. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

export type Config = Omit<
  z.infer<typeof envSchema>,
  'STORAGE_DIR' | 'FTP_PASV_RANGE' | 'FTP_PASV_HOST' | 'PUBLIC_URL' | 'SIGNUP_POLICY'
> & {
  /** The policy in force: SIGNUP_POLICY, or its default for the channels configured (signupPolicy). */
  SIGNUP_POLICY: SignupPolicy;
  STORAGE_DIR: string;
  PUBLIC_URL: string;
  FTP_PASV_RANGE: { min: number; max: number };
  FTP_PASV_HOST: string;
  /** The lab's receiving address per locale, from the SAMPLE_LAB_* vars and their defaults. */
  SAMPLE_LAB: Record<Locale, LabAddress>;
  version: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${z.prettifyError(parsed.error)}`);
  }
  const [min = 0, max = 0] = parsed.data.FTP_PASV_RANGE.split('-').map(Number);
  if (min < 1024 || max > 65535 || min > max) {
    throw new Error('Invalid configuration: FTP_PASV_RANGE must be "min-max" within 1024-65535');
  }
  return {
    ...parsed.data,
    STORAGE_DIR: parsed.data.STORAGE_DIR ?? path.join(parsed.data.VAR_DIR, 'storage'),
    FTP_PASV_RANGE: { min, max },
    PUBLIC_URL:
      parsed.data.PUBLIC_URL ??
      `http://${WILDCARD_HOSTS.has(parsed.data.HOST) ? 'localhost' : parsed.data.HOST}:${parsed.data.PORT}`,
    FTP_PASV_HOST: parsed.data.FTP_PASV_HOST ?? (WILDCARD_HOSTS.has(parsed.data.HOST) ? '127.0.0.1' : parsed.data.HOST),
    SAMPLE_LAB: sampleLab(parsed.data),
    SIGNUP_POLICY: signupPolicy(parsed.data),
    version: process.env.npm_package_version ?? '0.1.0',
  };
}
