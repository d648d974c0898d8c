// Database row types, written beside the migrations that create them (db/migrations/). Keep in step.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  ArticleKey,
  CodeChannel,
  CodePurpose,
  ConstructionType,
  ContractInformation,
  HelpCategory,
  InterpretationType,
  Locale,
  LogisticsCompany,
  ReturnSample,
  SampleDraftRow,
  SampleActor,
  SampleOverview,
  SampleStatus,
  SampleType,
  SuggestionType,
  UserRole,
} from '@biocloud/contracts';

/** Timestamps are optional on insert: the database fills them with now(). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  username: string;
  password_hash: string;
  email: string | null;
  phone: string | null;
  real_name: string | null;
  company: string | null;
  region: string;
  store_tags: string;
  /** One of USER_ROLES (contracts); a check constraint keeps it so. */
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  locked: Generated<boolean>;
  created_at: Timestamp;
  quota_bytes: Generated<number>;
  /** E-mail on a compute job's end (db/migrations/20261201T0001_notify_email.ts). */
  notify_email: Generated<boolean>;
  /** Registration fields (db/migrations/20261211T0002_registration.ts); phone is unique. */
  area_code: string | null;
  college: string | null;
  professional: string | null;
  /** The WeChat user bound to the account (its unionid, unique) and their nickname then (20261213T0001_wechat). */
  wechat_unionid: Generated<string | null>;
  wechat_nickname: Generated<string | null>;
  /** Profile fields of spec 001 §3 (db/migrations/20261212T0001_account_links.ts). */
  email_checked: Generated<boolean>;
  /** YYYY-MM-DD, kept as text so no time zone shifts it. */
  birthday: string | null;
  sex: Generated<number>;
  education: string | null;
  major: string | null;
  nationality: string | null;
  contact_address: string | null;
  research_species: string | null;
  research_strategy: string | null;
  sequencing_platform: string | null;
  /** Storage key of the profile photo (modules/account/profile-photo.ts). */
  photo_file: string | null;
  /** Who invited the user, from the registration link (db/migrations/20261228T0001_invited_by.ts). */
  invited_by: Generated<string | null>;
}

/** A WeChat user not yet known, between WeChat's answer and their choice to bind or register (20261213T0001_wechat). */
export interface WechatPendingTable {
  token_hash: string;
  unionid: string;
  nickname: string | null;
  headimgurl: string | null;
  created_at: Generated<Date>;
  expires_at: Date;
}

/** Links sent by e-mail for account changes: single-use, expiring (modules/account/account-links.repository.ts). */
export interface AccountLinksTable {
  id: Generated<string>;
  user_id: string;
  purpose: 'resetPassword' | 'changeEmail';
  new_email: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Date | null;
  ip: string | null;
}

export interface SessionsTable {
  id: Generated<string>;
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  remember_me: boolean;
  ip: string | null;
  user_agent: string | null;
}

export interface LoginAttemptsTable {
  id: Generated<string>;
  key: string;
  at: Timestamp;
}

export interface TextsTable {
  locale: string;
  namespace: string;
  body: ColumnType<Record<string, unknown>, string, string>;
  /** The repo files' values the last start wrote: a stored value differing from it is an edit (seed/deep-merge.ts). */
  seeded: ColumnType<Record<string, unknown> | null, string | undefined, string>;
  version: string;
  updated_at: Timestamp;
}

export interface InstanceConfigTable {
  id: Generated<number>;
  body: ColumnType<Record<string, unknown>, string, string>;
  updated_at: Timestamp;
}

export interface PromotionsTable {
  id: Generated<string>;
  type: string;
  title_zh: string;
  title_en: string;
  text_zh: Generated<string>;
  text_en: Generated<string>;
  image: Generated<string>;
  action_zh: string;
  action_en: string;
  href: Generated<string>;
  active_from: Date;
  active_to: Date | null;
  ended_at: Date | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<string>;
  user_id: string | null;
  action: string;
  detail: ColumnType<Record<string, unknown>, string, string>;
  ip: string | null;
  at: Timestamp;
  /** The action's first segment, generated (db/migrations/20270204T0001_admin_console.ts). */
  resource: Generated<string>;
}

export interface BlobsTable {
  id: Generated<number>;
  sha256: string;
  size: number;
  storage_key: string;
  refs: number;
  created_at: Timestamp;
  /** CRC-32 of the bytes, filled in the background (db/migrations/20261203T0001_blob_crc32.ts); null until then. */
  crc32: number | null;
  /** When a worker took the blob to compute its CRC-32; older than the lease means taken again. */
  crc32_claimed_at: Date | null;
}

export type FileScope = 'private' | 'public' | 'project';

export interface FilesTable {
  uuid: Generated<string>;
  owner_id: string | null;
  scope: FileScope;
  project_id: string | null;
  /** Null only for root rows. */
  parent_uuid: string | null;
  name: string;
  type: Generated<string>;
  size: Generated<number>;
  /** Null exactly for folders. */
  blob_id: number | null;
  is_folder: boolean;
  created_date: Timestamp;
  modified_date: Timestamp;
}

export interface FileAttributesTable {
  file_uuid: string;
  position: number;
  key: string;
  value: string;
}

export interface UserFileHeadersTable {
  user_id: string;
  head_ids: string[];
  updated_at: Timestamp;
}

export type UploadStatus = 'receiving' | 'complete';

export interface UploadsTable {
  id: Generated<string>;
  owner_id: string;
  folder_uuid: string;
  relative_path: Generated<string>;
  file_name: string;
  length: number;
  received: Generated<number>;
  sha256: string;
  metadata: string;
  staging_handle: string;
  status: UploadStatus;
  file_uuid: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FtpCredentialsTable {
  user_id: string;
  password_hash: string;
  created_at: Timestamp;
}

export type FileMetadataStatus = 'pending' | 'running' | 'ready' | 'failed';

export interface FileMetadataTable {
  sha256: string;
  reader: string;
  status: FileMetadataStatus;
  detail: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  error: string | null;
  attempts: Generated<number>;
  claimed_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type TaskStatus = 'wait' | 'running' | 'stop' | 'killed' | 'success' | 'error';

/** Resolved param values of a task, as the command got them. */
export type TaskParamsColumn = Record<string, string | number | boolean | null>;
/** A task's input files as submitted: input or file-param name -> the files. */
export type TaskInputsColumn = Record<string, { fileUuid: string; name: string; path: string }[]>;

export interface TasksTable {
  id: Generated<string>;
  user_id: string;
  job_name: string;
  soft_id: string;
  tool_id: string;
  params: ColumnType<TaskParamsColumn, string, string>;
  inputs: ColumnType<TaskInputsColumn, string, string>;
  status: ColumnType<TaskStatus, TaskStatus | undefined, TaskStatus>;
  deleted: Generated<boolean>;
  executor: 'local' | 'slurm' | null;
  executor_host: string | null;
  external_id: string | null;
  work_dir: string | null;
  create_time: Timestamp;
  claimed_at: Date | null;
  start_time: Date | null;
  end_time: Date | null;
  need_time: number | null;
  exit_code: number | null;
  peak_memory_kb: number | null;
  cpu_seconds: number | null;
  reason: string | null;
  reason_detail: string | null;
  project_base_id: string | null;
  workflow_id: string | null;
  output_folder_uuid: string | null;
  /** 0..1 while the inputs are read whole before the tool starts (20261223T0002_task_input_check.ts). */
  input_check_progress: number | null;
}

export interface TaskEventsTable {
  id: Generated<number>;
  task_id: string;
  event_time: Timestamp;
  event_key: string;
  event_params: ColumnType<Record<string, string | number>, string | undefined, string>;
}

export interface TaskOutputsTable {
  task_id: string;
  file_uuid: string;
  output_name: string;
}

/** Where a merge's result goes once its task succeeded (tasks/merge-delivery.ts). */
export interface MergeDeliveriesTable {
  task_id: string;
  parent_uuid: string;
  file_name: string;
  created_at: Timestamp;
}

/** A compute job (db/migrations/20261128T0001_workflows.ts). */
export type WorkflowStatus = 'RECEIVED' | 'RUNNING' | 'PAUSE' | 'KILLED' | 'FAILURE' | 'FINISH';

export interface WorkflowsTable {
  id: Generated<string>;
  user_id: string;
  job_name: string;
  soft_id: string;
  app_id: string;
  type_name: string;
  status: ColumnType<WorkflowStatus, WorkflowStatus | undefined, WorkflowStatus>;
  params: ColumnType<TaskParamsColumn, string, string>;
  inputs: ColumnType<TaskInputsColumn, string, string>;
  create_time: Timestamp;
  start_time: Date | null;
  end_time: Date | null;
  failed_step: string | null;
  reason: string | null;
  reason_detail: string | null;
  project_base_id: string | null;
  output_folder_uuid: string | null;
  report_file_uuid: string | null;
  report_step: string;
  report_output: string;
}

/** Where one file of a step input comes from: a file given at submit, or an output of an earlier step run. */
export type WorkflowStepSource =
  { file: { fileUuid: string; name: string; path: string } } | { step: string; output: string };

export interface WorkflowStepsTable {
  workflow_id: string;
  step_key: string;
  step_id: string;
  shard: number | null;
  tool_id: string;
  soft_id: string;
  depends_on: string[];
  inputs: ColumnType<Record<string, WorkflowStepSource[]>, string, string>;
  params: ColumnType<TaskParamsColumn, string, string>;
  task_id: string | null;
  output_folder_uuid: string | null;
  position: number;
}

/** Projects and their parts (db/migrations/20261130T0001_projects.ts). */
export type ProjectStatusColumn = 'notStarted' | 'inProgress' | 'completed';
export type ProgressTypeColumn = 'analyse' | 'service';

export interface ProjectsTable {
  id: string;
  code: Generated<string>;
  name: string;
  description: Generated<string>;
  type: string;
  status: ColumnType<ProjectStatusColumn, ProjectStatusColumn | undefined, ProjectStatusColumn>;
  owner_id: string;
  staff_id: string | null;
  root_file_uuid: string;
  docs_file_uuid: string;
  created_at: Timestamp;
}

export interface ProjectMembersTable {
  project_id: string;
  user_id: string;
  added_by: string | null;
  added_at: Timestamp;
}

export interface ProjectStagesTable {
  id: Generated<number>;
  project_id: string;
  progress_type: ProgressTypeColumn;
  stage_key: string;
  stage_time: Date | string;
  actor_id: string | null;
  actor_name: string;
  note: Generated<string>;
  read_flag: Generated<boolean>;
  created_at: Timestamp;
}

export interface ProjectUrgesTable {
  id: Generated<number>;
  project_id: string;
  user_id: string;
  kind: 'urge' | 'email';
  progress_type: ProgressTypeColumn | null;
  content: Generated<string>;
  created_at: Timestamp;
}

export type CustomRequestStatusColumn = 'submitted' | 'processing' | 'completed';

export interface ProjectCustomRequestsTable {
  id: Generated<string>;
  project_id: string;
  user_id: string;
  title: string;
  description: Generated<string>;
  status: ColumnType<CustomRequestStatusColumn, CustomRequestStatusColumn | undefined, CustomRequestStatusColumn>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The catalog id of the tool a customized version is asked for (software/tools/detail/custom/:id), else null. */
  tool_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ProjectCustomRepliesTable {
  id: Generated<string>;
  request_id: string;
  user_id: string | null;
  author_name: string;
  from_staff: boolean;
  content: string;
  created_at: Timestamp;
}

export interface ProjectCustomAttachmentsTable {
  file_uuid: string;
  request_id: string;
  reply_id: string | null;
  position: number;
}

/** The feedback form's suggestions (db/migrations/20261227T0001_suggestions.ts). */
/** Invitation links (db/migrations/20270110T0001_invitations.ts). */
export interface InvitationsTable {
  id: Generated<string>;
  created_by: string | null;
  email: string | null;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
  used_by: string | null;
  revoked_at: Date | null;
  revoked_by: string | null;
  mailed_at: Date | null;
}

export interface SuggestionsTable {
  id: Generated<string>;
  user_id: string;
  type: SuggestionType;
  title: string;
  description: string;
  created_at: Timestamp;
  /** Staff's answer (20261231T0001_suggestion_answers.ts): null while the suggestion is new. */
  answer: string | null;
  answered_at: Date | null;
  answered_by: string | null;
}

/** A suggestion's attachment; its bytes are the file VAR_DIR/suggestions/<suggestion_id>/<position>. */
export interface SuggestionAttachmentsTable {
  suggestion_id: string;
  position: number;
  name: string;
  size: number;
}

/** Help pages (db/migrations/20261227T0002_help_pages.ts); `search` is written by modules/help only. */
export interface HelpPagesTable {
  id: Generated<string>;
  locale: Locale;
  category: HelpCategory;
  title: string;
  body: string;
  body_text: string;
  position: Generated<number>;
  search: string;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Articles (db/migrations/20261230T0001_articles.ts); `body` and `sample_info` are sanitized HTML. */
export interface ArticlesTable {
  id: Generated<string>;
  locale: Locale;
  key: ArticleKey;
  title: string;
  summary: string;
  body: string;
  sample_info: string;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Literature interpretations (same migration); the six sections are sanitized HTML. */
/** Package levels, orders and paid packages (db/migrations/20270202T0001_packages.ts). */
export interface PackageLevelsTable {
  code: string;
  rank: number;
  name_zh: string;
  name_en: string;
  /** Null: the instance default (the user's quota_bytes). */
  storage_bytes: number | null;
  /** Null: the instance default (TASK_USER_CONCURRENCY). */
  concurrent_jobs: number | null;
  monthly_beans: Generated<number>;
  price_fen: Generated<number>;
  period_days: Generated<number>;
  active: Generated<boolean>;
  updated_at: Timestamp;
}

export type PackageOrderState = 'pending' | 'paid' | 'cancelled' | 'expired';
export type PaymentMethod = 'wechatpay' | 'bank';

export interface PackageOrdersTable {
  id: Generated<string>;
  order_no: string;
  user_id: string;
  level_code: string;
  amount_fen: number;
  method: PaymentMethod;
  state: ColumnType<PackageOrderState, PackageOrderState | undefined, PackageOrderState>;
  code_url: string | null;
  transaction_id: string | null;
  confirmed_by: string | null;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface PaymentNotificationsTable {
  id: string;
  order_no: string;
  received_at: Timestamp;
}

export interface UserPackagesTable {
  user_id: string;
  level_code: string;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  ends_at: ColumnType<Date, Date | string, Date | string>;
  order_id: string | null;
}

export interface InterpretationsTable {
  id: Generated<string>;
  locale: Locale;
  pmid: string;
  title: string;
  english_title: string;
  magazine_name: string;
  impact_factor: number | null;
  parent_type: ArticleKey;
  type: InterpretationType;
  background: string;
  objective: string;
  material: string;
  technology: string;
  experimental: string;
  innovation: string;
  author_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProjectReportsTable {
  id: Generated<string>;
  project_id: string;
  flag: 'report' | 'examiningReport';
  title: string;
  soft_id: string | null;
  app_or_tool: 'app' | 'tool';
  workflow_id: string | null;
  file_uuid: string;
  read_flag: Generated<boolean>;
  created_by: string | null;
  create_time: Timestamp;
}

/** Survey answers per project and stage (db/migrations/20261202T0601_project_evaluations.ts). */
export interface ProjectEvaluationsTable {
  id: Generated<string>;
  project_id: string;
  stage: 'projectStart' | 'reportPushA' | 'reportPushB';
  user_id: string | null;
  evaluator_name: string;
  answers: ColumnType<{ label: string; value: number | string }[], string, string>;
  reward_beans: number;
  reward_credited_at: Date | null;
  created_at: Timestamp;
}

export interface MessagesTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  params: ColumnType<Record<string, string | number>, string | undefined, string>;
  project_id: string | null;
  read_flag: Generated<boolean>;
  created_at: Timestamp;
}

/** A staff announcement (migration 20261226T0001): to every user when user_id is null, else to that one. */
export interface AnnouncementsTable {
  id: Generated<string>;
  title: string;
  content: string;
  user_id: string | null;
  created_by: string | null;
  created_at: Generated<Date>;
}

/** What a user's private files took on a day (the last value seen that day), for the dashboard's chart. */
export interface StorageHistoryTable {
  user_id: string;
  /** A date column; read it as text (YYYY-MM-DD) with to_char. */
  day: ColumnType<Date, string, string>;
  used_bytes: number;
}

export type DrawingStatusColumn = 'RUNNING' | 'FINISH' | 'FAILURE';
/** A figure file of a drawing, as stored on the row and sent on the `drawing` topic. */
export interface DrawingOutputFileColumn {
  fileUuid: string;
  fileName: string;
  fileType: string;
  fileSize: number;
}

export interface DrawingsTable {
  id: Generated<string>;
  user_id: string;
  workflow_name: string;
  draw_type: string;
  file_uuids: string[];
  params: ColumnType<Record<string, unknown>, string, string>;
  venn_data: ColumnType<Record<string, string>[], string | undefined, string>;
  status: ColumnType<DrawingStatusColumn, DrawingStatusColumn | undefined, DrawingStatusColumn>;
  output_folder_uuid: string | null;
  output_files: ColumnType<DrawingOutputFileColumn[], string | undefined, string>;
  error_code: string | null;
  create_time: Timestamp;
  end_time: Date | null;
}

/** E-mails waiting to be sent, or sent (db/migrations/20261201T0001_notify_email.ts). */
export interface MailOutboxTable {
  id: Generated<string>;
  /** Null for an e-mail to an address no account has yet (a registration code). */
  user_id: string | null;
  to_address: string;
  kind: string;
  params: ColumnType<Record<string, string | number>, string | undefined, string>;
  status: ColumnType<'pending' | 'sent' | 'failed' | 'skipped', 'pending' | undefined, 'sent' | 'failed' | 'skipped'>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Date | null;
  /** Names of the params (a code, a link with its token) removed once the e-mail leaves the outbox. */
  secret_params: ColumnType<string[], string[] | undefined, string[]>;
}

/** Parts the genome viewer made from a content (db/migrations/20261216T0001_genome_parts.ts). */
export interface GenomePartsTable {
  sha256: string;
  part: 'index' | 'data' | 'gzi';
  blob_id: number;
  created_at: Timestamp;
}

/** A content being indexed for the genome viewer (db/migrations/20261223T0001_genome_indexing.ts). */
export type GenomeIndexingStatus = 'pending' | 'running' | 'failed';

export interface GenomeIndexingTable {
  sha256: string;
  type: string;
  status: GenomeIndexingStatus;
  progress: number | null;
  error: string | null;
  attempts: Generated<number>;
  claimed_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Codes sent to a phone or an address (db/migrations/20261211T0001_verification_codes.ts). */
export interface VerificationCodesTable {
  id: Generated<string>;
  channel: CodeChannel;
  target: string;
  purpose: CodePurpose;
  code_hash: string;
  tries: Generated<number>;
  client_ip: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: Date | null;
}

export interface CaptchaUsesTable {
  challenge_id: string;
  expires_at: Timestamp;
}

/** Samples sent for sequencing, their timeline and information sheet (db/migrations/20261224T0001_samples.ts). */
export interface SamplesTable {
  id: Generated<string>;
  number: Generated<string>;
  owner_id: string;
  title: string;
  description: Generated<string>;
  sample_type: SampleType;
  status: ColumnType<SampleStatus, SampleStatus | undefined, SampleStatus>;
  courier_number: string | null;
  logistics_company: LogisticsCompany | null;
  sent_at: Date | null;
  project_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SampleEventsTable {
  id: Generated<number>;
  sample_id: string;
  from_status: SampleStatus | null;
  to_status: SampleStatus;
  actor_id: string | null;
  actor_name: string;
  actor_role: SampleActor;
  note: Generated<string>;
  created_at: Timestamp;
}

export interface SampleSheetsTable {
  sample_id: string;
  contract_information: ColumnType<ContractInformation | null, string | null, string | null>;
  overview: ColumnType<SampleOverview | null, string | null, string | null>;
  is_download: Generated<boolean>;
  is_analysis_plan: Generated<boolean>;
  batch_num: Generated<string>;
  po_number: Generated<string>;
  rtn_sample: ColumnType<ReturnSample, ReturnSample | undefined, ReturnSample>;
  updated_at: Timestamp;
}

export interface SampleRowsTable {
  id: Generated<number>;
  sample_id: string;
  position: number;
  /** NULL while a draft's row has no name yet (20270122T0001_sample_draft_rows). */
  sample_name: string | null;
  tube_label: Generated<string>;
  species: Generated<string>;
  tissue: Generated<string>;
  concentration: number | null;
  volume: number | null;
  od260280: number | null;
  od260230: number | null;
  rin: number | null;
  /** NULL while a draft's row has no construction yet. */
  construction_type: ConstructionType | null;
  data_size: number | null;
  remark: Generated<string>;
}

/** Sample templates, documents and bookings (db/migrations/20261225T0001_sample_io.ts). */
export interface SampleTemplatesTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  sample_type: SampleType;
  rows: ColumnType<SampleDraftRow[], string | undefined, string>;
  created_at: Timestamp;
}

export interface SampleDocumentsTable {
  id: Generated<string>;
  sample_id: string;
  kind: 'report' | 'signedSheet';
  file_name: string;
  size: number;
  uploaded_by: string | null;
  created_at: Timestamp;
}

export interface SampleBookingsTable {
  id: Generated<string>;
  sample_id: string;
  kind: 'pickup' | 'slot';
  booking_date: ColumnType<Date, string, string>;
  address: Generated<string>;
  contact_name: string;
  contact_phone: string;
  sample_count: number;
  remark: Generated<string>;
  status: ColumnType<'booked' | 'cancelled', 'booked' | 'cancelled' | undefined, 'booked' | 'cancelled'>;
  created_at: Timestamp;
}

export interface SampleReturnAddressesTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  phone: string;
  address: string;
  sample_ids: string[];
  created_at: Timestamp;
}

/** Cloud-bean wallets and system accounts (20270201T0001_bean_ledger.ts). bigint columns come back as numbers (db/database.ts). */
export interface BeanAccountsTable {
  id: Generated<number>;
  owner_kind: 'user' | 'group' | 'system';
  owner_id: string | null;
  code: string;
  no_overdraft: boolean;
  debits_pending: Generated<number>;
  debits_posted: Generated<number>;
  credits_posted: Generated<number>;
  created_at: Timestamp;
}

export type BeanTransferPhase = 'single' | 'pending' | 'post' | 'void';

/** One immutable bean movement (a trigger refuses UPDATE and DELETE). */
export interface BeanTransfersTable {
  id: Generated<number>;
  idempotency_key: string;
  phase: BeanTransferPhase;
  pending_id: number | null;
  debit_account: number;
  credit_account: number;
  amount: ColumnType<number, number, never>;
  kind: string;
  ref_type: string | null;
  ref_id: string | null;
  actor_id: string | null;
  reason: string | null;
  wallet_id: number;
  available_after: ColumnType<number, number, never>;
  created_at: Timestamp;
}

/** Tool prices staff set over the manifests'. */
export interface BeanToolPricesTable {
  tool_id: string;
  beans: number;
  beans_accepted: boolean;
  updated_by: string | null;
  updated_at: Timestamp;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  wechat_pending: WechatPendingTable;
  login_attempts: LoginAttemptsTable;
  texts: TextsTable;
  instance_config: InstanceConfigTable;
  audit_log: AuditLogTable;
  blobs: BlobsTable;
  files: FilesTable;
  file_attributes: FileAttributesTable;
  user_file_headers: UserFileHeadersTable;
  uploads: UploadsTable;
  ftp_credentials: FtpCredentialsTable;
  file_metadata: FileMetadataTable;
  tasks: TasksTable;
  task_events: TaskEventsTable;
  task_outputs: TaskOutputsTable;
  merge_deliveries: MergeDeliveriesTable;
  workflows: WorkflowsTable;
  workflow_steps: WorkflowStepsTable;
  projects: ProjectsTable;
  project_members: ProjectMembersTable;
  project_stages: ProjectStagesTable;
  project_urges: ProjectUrgesTable;
  project_custom_requests: ProjectCustomRequestsTable;
  promotions: PromotionsTable;
  bean_accounts: BeanAccountsTable;
  bean_transfers: BeanTransfersTable;
  bean_tool_prices: BeanToolPricesTable;
  project_custom_replies: ProjectCustomRepliesTable;
  project_custom_attachments: ProjectCustomAttachmentsTable;
  project_reports: ProjectReportsTable;
  project_evaluations: ProjectEvaluationsTable;
  messages: MessagesTable;
  announcements: AnnouncementsTable;
  storage_history: StorageHistoryTable;
  drawings: DrawingsTable;
  mail_outbox: MailOutboxTable;
  genome_parts: GenomePartsTable;
  genome_indexing: GenomeIndexingTable;
  account_links: AccountLinksTable;
  verification_codes: VerificationCodesTable;
  captcha_uses: CaptchaUsesTable;
  samples: SamplesTable;
  sample_events: SampleEventsTable;
  sample_sheets: SampleSheetsTable;
  sample_rows: SampleRowsTable;
  sample_templates: SampleTemplatesTable;
  sample_documents: SampleDocumentsTable;
  sample_bookings: SampleBookingsTable;
  sample_return_addresses: SampleReturnAddressesTable;
  // Help (issue 18 item 2).
  suggestions: SuggestionsTable;
  invitations: InvitationsTable;
  suggestion_attachments: SuggestionAttachmentsTable;
  help_pages: HelpPagesTable;
  // Articles and interpretations (issue 18 item 3).
  articles: ArticlesTable;
  interpretations: InterpretationsTable;
  // Package levels, upgrade orders and their payment (issue 31 item 3).
  package_levels: PackageLevelsTable;
  package_orders: PackageOrdersTable;
  payment_notifications: PaymentNotificationsTable;
  user_packages: UserPackagesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type FileRow = Selectable<FilesTable>;
export type BlobRow = Selectable<BlobsTable>;
export type UploadRow = Selectable<UploadsTable>;
export type FileMetadataRow = Selectable<FileMetadataTable>;
export type TaskRow = Selectable<TasksTable>;
export type WorkflowRow = Selectable<WorkflowsTable>;
export type WorkflowStepRow = Selectable<WorkflowStepsTable>;
export type ProjectRow = Selectable<ProjectsTable>;
export type ProjectReportRow = Selectable<ProjectReportsTable>;
