// Database row types, written beside the migrations that create them (db/migrations/). Keep in step.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

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
  role: Generated<string>;
  locked: Generated<boolean>;
  created_at: Timestamp;
  quota_bytes: Generated<number>;
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
  version: string;
  updated_at: Timestamp;
}

export interface InstanceConfigTable {
  id: Generated<number>;
  body: ColumnType<Record<string, unknown>, string, string>;
  updated_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<string>;
  user_id: string | null;
  action: string;
  detail: ColumnType<Record<string, unknown>, string, string>;
  ip: string | null;
  at: Timestamp;
}

export interface BlobsTable {
  id: Generated<number>;
  sha256: string;
  size: number;
  storage_key: string;
  refs: number;
  created_at: Timestamp;
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

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
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
