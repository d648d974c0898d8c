import { z } from 'zod';
import { ACCOUNT_LINK_ERROR_CODES } from '../account/account-links';
import { PASSWORD_RULE_CODES } from '../account/password-rules';
import { PROFILE_ERROR_CODES } from '../account/profile';
import { ACCOUNT_SECURITY_CODES } from '../account/security';
import { PHONE_ERROR_CODES } from '../account/phone';
import { toolUnavailableCodeSchema } from '../catalog/software-api';
import { toolValueErrorCodeSchema } from '../catalog/tool-values';
import { CHART_ERROR_CODES } from '../drawing/chart-error-codes';
import { INTERPRETATION_ERROR_CODES } from '../articles/interpretation-error-codes';
import { QUICK_LOGIN_ERROR_CODES } from '../account/quick-login';
import { WECHAT_ERROR_CODES } from '../account/wechat';
import { INVITATION_ERROR_CODES } from '../account/signup';
import { JOB_ACTION_NOT_ALLOWED } from '../jobs/job-actions';
import { evaluationErrorCodeSchema } from '../projects/evaluation-rules';
import { SAMPLE_ERROR_CODES } from '../samples/sample-rules';
import { validationErrorCodeSchema } from '../validation/validation-result';
import { SAMPLE_IO_ERROR_CODES } from '../sample-io/sample-io-errors';
import { REGISTRATION_FIELD_CODES } from './registration';
import { JUMP_ERROR_CODES } from './jump';
import { PROMOTION_ERROR_CODES } from './promotions';
import { PACKAGE_ERROR_CODES } from '../packages/packages';
import { ADMIN_ERROR_CODES } from './admin';

/*
 * Every code an error answer (or the web's api client, when no answer came) can carry. Each has a text
 * `errors.<code>` in both locales (packages/texts, checked by error-codes.test.ts). Rule codes that contracts already
 * name beside their rule (validation, tool values, evaluations, charts) are taken from there; the rest are listed here
 * by the area that answers them.
 */

/** Answered by the HTTP layer and authentication, whatever the route. */
const HTTP_CODES = [
  'LOGIN_FAILED',
  'TOO_MANY_ATTEMPTS',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CROSS_SITE_REQUEST',
  'VALIDATION_ERROR',
  /** A request Fastify refused before any route ran (malformed body, unsupported media type...). */
  'BAD_REQUEST',
  'NOT_FOUND',
  'INTERNAL',
  'DATABASE_UNAVAILABLE',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'STORAGE_FULL',
  'STORAGE_FAILED',
  /** A request body that came slower than the minimum rate (a client trickling bytes holds a socket for ever). */
  'BODY_TOO_SLOW',
] as const;

/** Made by the web's api client when no error answer came. */
const CLIENT_CODES = ['NETWORK_ERROR', 'REQUEST_FAILED'] as const;

/** The bean ledger's refusal of a run (or a debit) the available beans do not cover, with price and balance. */
const BEAN_CODES = ['BEANS_NOT_ENOUGH'] as const;

const FILE_CODES = [
  'FILE_NOT_FOUND',
  'FILE_ALREADY_DELETED',
  'NOT_A_FOLDER',
  'FILE_IS_FOLDER',
  'FILE_NAME_EXISTS',
  'MERGE_TOO_FEW_FILES',
  'MERGE_NOT_TEXT',
  'PUBLIC_READ_ONLY',
  'PROJECT_READ_ONLY',
  'MOVE_INTO_SELF',
  'COPY_INTO_SELF',
  'MOVE_ACROSS_ROOTS',
  'OWNER_MISMATCH',
  'HEAD_IDS_INVALID',
  'UPLOAD_EMPTY',
  'UPLOAD_PARENT_REQUIRED',
  'UPLOAD_MALFORMED',
  'QUOTA_EXCEEDED',
  'RANGE_NOT_SATISFIABLE',
  'NOT_PREVIEWABLE',
  /** Why a file's metadata could not be read, as stored on its row. */
  'FORMAT_INVALID',
  'METADATA_FAILED',
  'INFLATED_TOO_LARGE',
] as const;

/** The genome viewer: a file it cannot open, or an index the server could not make (the program's cause line). */
const GENOME_CODES = ['GENOME_TYPE_UNSUPPORTED', 'GENOME_INDEX_FAILED'] as const;

/** tus uploads, signed links, object storage and FTP. */
const TRANSFER_CODES = [
  'TUS_VERSION_UNSUPPORTED',
  'UPLOAD_NOT_FOUND',
  'UPLOAD_LENGTH_INVALID',
  'UPLOAD_METADATA_INVALID',
  'UPLOAD_OFFSET_INVALID',
  'UPLOAD_OFFSET_MISMATCH',
  'UPLOAD_LENGTH_EXCEEDED',
  'UPLOAD_INTERRUPTED',
  'UPLOAD_CONTENT_TYPE_INVALID',
  'CHECKSUM_ALGORITHM_UNSUPPORTED',
  'CHECKSUM_INVALID',
  'CHECKSUM_MISMATCH',
  'UPLOAD_SHA256_MISMATCH',
  'LINK_EXPIRED',
  'LINK_INVALID',
  'OBJECT_STORAGE_DISABLED',
  'OBJECT_URL_ONE_FILE',
  'FTP_DISABLED',
] as const;

/** Tools and task jobs. */
const TASK_CODES = [
  'SOFTWARE_NOT_FOUND',
  'TOOL_UNAVAILABLE',
  'JOB_NAME_INVALID',
  'TASK_NOT_FOUND',
  JOB_ACTION_NOT_ALLOWED,
] as const;

/** Compute jobs (apps run as workflows). */
const WORKFLOW_CODES = [
  'WORKFLOW_NOT_FOUND',
  'WORKFLOW_STEP_NOT_FOUND',
  'WORKFLOW_NOTHING_TO_PACKAGE',
  'WORKFLOW_TIME_INVALID',
] as const;

const DRAWING_CODES = [
  'DRAWING_FILE_TOO_LARGE',
  'DRAWING_NOT_TEXT',
  'DRAWING_PARAMS_INVALID',
  'DRAWING_NOT_FOUND',
  /** Why a drawing ended in FAILURE, as stored on its row. */
  'DRAWING_RENDER_FAILED',
  'DRAWING_INTERRUPTED',
] as const;

const PROJECT_CODES = [
  'PROJECT_NOT_FOUND',
  'PROJECT_NAME_DUPLICATE',
  'PROJECT_PASSWORD_WRONG',
  'PROJECT_OWNER_ONLY',
  'STAFF_ONLY',
  'PROJECT_USER_UNKNOWN',
  'PROJECT_JOBS_RUNNING',
  'PROJECT_STAGE_DONE',
  'PROJECT_STAGE_OUT_OF_ORDER',
  'PROJECT_URGE_TOO_SOON',
  'PROJECT_EMAIL_TOO_MANY',
  'PROJECT_EMAIL_EMPTY',
  'PROJECT_JOB_NOT_FOUND',
  'PROJECT_JOB_STATUS_INVALID',
  'REPORT_NOT_FOUND',
  'REPORT_FILE_REQUIRED',
  'CUSTOM_REQUEST_NOT_FOUND',
  'CUSTOM_REPLY_EMPTY',
] as const;

/** Messages and announcements (modules/messages). */
const MESSAGE_CODES = ['MESSAGE_NOT_FOUND', 'ANNOUNCEMENT_USER_UNKNOWN'] as const;
/** Help pages, articles and interpretations (issue 18). */
const CONTENT_PAGE_CODES = ['HELP_PAGE_NOT_FOUND', 'ARTICLE_NOT_FOUND', 'INTERPRETATION_NOT_FOUND'] as const;

/** Staff answering suggestions (modules/help). */
const SUGGESTION_CODES = ['SUGGESTION_NOT_FOUND', 'SUGGESTION_ALREADY_ANSWERED'] as const;

/** Account settings. */
const USER_CODES = ['NOTIFY_EMAIL_NO_ADDRESS'] as const;

/** Verification codes and their captcha (modules/account/codes). */
const CODE_CODES = [
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'CAPTCHA_EXPIRED',
  'CAPTCHA_USED',
  'CODE_TARGET_INVALID',
  'CODE_RESEND_TOO_SOON',
  'CODE_TOO_MANY',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'CODE_TOO_MANY_TRIES',
  'SMS_UNAVAILABLE',
  /** No SMTP configured: codes, reset links and e-mail change alike (400, not 5xx: the app's server-error notice would hide the reason). */
  'EMAIL_UNAVAILABLE',
  'SMS_SEND_FAILED',
] as const;

/** Registration: the answer, and the rules of its fields (in its details). */
const REGISTRATION_CODES = ['REGISTRATION_INVALID', ...REGISTRATION_FIELD_CODES] as const;

export const errorCodeSchema = z.enum([
  ...HTTP_CODES,
  ...CLIENT_CODES,
  ...FILE_CODES,
  ...GENOME_CODES,
  ...TRANSFER_CODES,
  ...TASK_CODES,
  ...WORKFLOW_CODES,
  ...DRAWING_CODES,
  ...PROJECT_CODES,
  ...MESSAGE_CODES,
  ...USER_CODES,
  ...CONTENT_PAGE_CODES,
  ...ACCOUNT_LINK_ERROR_CODES,
  ...PASSWORD_RULE_CODES,
  ...PROFILE_ERROR_CODES,
  ...ACCOUNT_SECURITY_CODES,
  ...PHONE_ERROR_CODES,
  ...CODE_CODES,
  ...REGISTRATION_CODES,
  ...WECHAT_ERROR_CODES,
  ...QUICK_LOGIN_ERROR_CODES,
  ...validationErrorCodeSchema.options,
  ...toolValueErrorCodeSchema.options,
  ...toolUnavailableCodeSchema.options,
  ...evaluationErrorCodeSchema.options,
  ...CHART_ERROR_CODES,
  ...SAMPLE_ERROR_CODES,
  ...SAMPLE_IO_ERROR_CODES,
  ...SUGGESTION_CODES,
  ...INTERPRETATION_ERROR_CODES,
  ...INVITATION_ERROR_CODES,
  ...PROMOTION_ERROR_CODES,
  ...ADMIN_ERROR_CODES,
  ...BEAN_CODES,
  ...JUMP_ERROR_CODES,
  ...PACKAGE_ERROR_CODES,
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;
export const ERROR_CODES: readonly ErrorCode[] = errorCodeSchema.options;
/** One constant per code (`ERROR_CODE.FILE_NAME_EXISTS`), for comparisons a rename breaks at compile time. */
export const ERROR_CODE = errorCodeSchema.enum;

export function isErrorCode(value: unknown): value is ErrorCode {
  return errorCodeSchema.safeParse(value).success;
}
