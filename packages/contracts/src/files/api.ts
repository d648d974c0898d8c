import { z } from 'zod';
import { dataSortColumnSchema, fileSizeUnitSchema, sortDirectionSchema } from '../api/enum-schemas';
import { DEFAULT_SORT_FIELD } from '../limits';
import { dataTableColumnIdSchema } from './data-table-columns';
import { fileDetailSchema } from './file-detail';
import { fileUuidListSchema, fileUuidSchema, FILE_BATCH_MAX } from './file-uuid';
import { transferMethodSchema, transferMethodStateSchema } from './transfer-methods';

/*
 * Request and response shapes of the data-file API (paths in shared/API.md). Names are checked by the rules of
 * ../validation on the server, not here, so a broken name gets its own code instead of a generic validation error;
 * the generous string caps below only keep absurd payloads out.
 */

/** Rows per page of the main data table: the spec leaves it open; the largest page a client may ask for. */
export const FILE_LIST_PAGE_SIZE_DEFAULT = 10;
export const FILE_LIST_PAGE_SIZE_MAX = 100;
/** Longest custom attribute value, and most custom attributes on one file. Not in the spec. */
export const ATTRIBUTE_VALUE_MAX_LENGTH = 1000;
export const ATTRIBUTES_MAX_COUNT = 100;

const nameInput = z.string().max(4096);
const isoDate = z.string();

// ---------------------------------------------------------------------------------------------------------------
// List
// ---------------------------------------------------------------------------------------------------------------

export const fileListOrderKeySchema = z.union([dataSortColumnSchema, z.literal(DEFAULT_SORT_FIELD)]);

export const fileListRequestSchema = z.object({
  /** Folder to list; defaults to the private root when privated is true or absent, else the public root. */
  fileUuid: fileUuidSchema.optional(),
  privated: z.boolean().optional(),
  order: sortDirectionSchema.optional(),
  orderKey: fileListOrderKeySchema.optional(),
  /** Zero-based, as the client sends it; the answer's pageNow is one-based. */
  pageNum: z.number().int().min(0).max(10_000_000).default(0),
  /** Larger sizes are cut to FILE_LIST_PAGE_SIZE_MAX. */
  pageSize: z
    .number()
    .int()
    .min(1)
    .default(FILE_LIST_PAGE_SIZE_DEFAULT)
    .transform((n) => Math.min(n, FILE_LIST_PAGE_SIZE_MAX)),
  /** Part of the name, matched without regard to case. */
  search: z.string().max(255).optional(),
  /** With a search: look in every folder below this one too; each hit's filePath and parentUuid say where it is. */
  includeSubfolders: z.boolean().optional(),
  /** File-size search bounds as typed (see validateFileSizeSearch); one unit for both unless each has its own. */
  sizeStart: z.string().max(16).optional(),
  sizeEnd: z.string().max(16).optional(),
  sizeUnit: fileSizeUnitSchema.optional(),
  sizeStartUnit: fileSizeUnitSchema.optional(),
  sizeEndUnit: fileSizeUnitSchema.optional(),
});
export type FileListRequest = z.input<typeof fileListRequestSchema>;
/** The request as the server reads it, defaults applied. */
export type FileListQuery = z.output<typeof fileListRequestSchema>;

export const dataFileSchema = z.object({
  fileUuid: z.string(),
  /** 'folder' or 'file'. */
  fileType: z.enum(['folder', 'file']),
  /** Path from the root, starting with '/'. */
  filePath: z.string(),
  name: z.string(),
  /** Format of the file ('fasta', 'bam', ...) or 'folder'. */
  type: z.string(),
  size: z.number(),
  isFolder: z.boolean(),
  /** Parent folder; a root's virtual id ("0", "1") for top-level files. */
  parentUuid: z.string(),
  /** ISO 8601 times; shown with DATE_TIME_FORMAT. createdDate is also sent as created_date, as the spec has both. */
  createdDate: isoDate,
  created_date: isoDate,
  modifiedDate: isoDate,
});
export type DataFile = z.infer<typeof dataFileSchema>;

export const dataTableColumnSchema = z.object({
  headEn: dataTableColumnIdSchema,
  headName: z.string(),
  tooltip: z.string(),
});
export type DataTableColumn = z.infer<typeof dataTableColumnSchema>;

/** A breadcrumb entry; the root comes first with its virtual id and an empty name (the page shows its own label). */
export const breadcrumbEntrySchema = z.object({ fileUuid: z.string(), name: z.string() });

export const fileListResponseSchema = z.object({
  data: z.object({
    fileList: z.array(dataFileSchema),
    headList: z.array(dataTableColumnSchema),
    defaultHeadList: z.array(dataTableColumnSchema),
    userHeadList: z.array(dataTableColumnSchema),
    tagList: z.array(breadcrumbEntrySchema),
    /** One-based. */
    pageNow: z.number(),
    totalPage: z.number(),
    /** Rows matching the filters, on all pages. */
    total: z.number(),
  }),
});
export type FileListResponse = z.infer<typeof fileListResponseSchema>;

export const saveHeadersRequestSchema = z.object({
  headIds: z.string().max(500),
  /** Sent by the spec's client; the caller's own choice is saved whatever it says. */
  userId: z.string().max(64).optional(),
});
export const saveHeadersResponseSchema = z.object({ userHeadList: z.array(dataTableColumnSchema) });

// ---------------------------------------------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------------------------------------------

export const createFolderRequestSchema = z.object({
  fileName: nameInput,
  parentsUuid: fileUuidSchema,
  userId: z.string().max(64).optional(),
});
export const fileUuidResponseSchema = z.object({ fileUuid: z.string() });

export const renameRequestSchema = z.object({ fileUuid: fileUuidSchema, newName: nameInput });
export const renameResponseSchema = z.object({ fileUuid: z.string(), name: z.string() });

export const moveRequestSchema = z.object({ sourceFileUuids: fileUuidListSchema, targetFolderUuid: fileUuidSchema });
export const fileUuidsResponseSchema = z.object({ fileUuids: z.array(z.string()) });

export const copyRequestSchema = z.object({
  /** The caller's user id, as the spec's client sends it; another user's id is refused. */
  ownerUserUuid: z.string().max(64).optional(),
  targetFolderUuid: fileUuidSchema,
  sourceFileUuids: fileUuidListSchema,
  /**
   * Decisions on name clashes: the uuids of files already in the target folder that the copies replace; every other
   * clash keeps both, the copy taking a free name like name(1).ext. When absent, a clash answers FILE_NAME_EXISTS
   * with the clashes in details.repeated and changes nothing, so the client can ask the user.
   */
  targetRepeatedUuids: z.array(fileUuidSchema).max(FILE_BATCH_MAX).optional(),
});
export type CopyRequest = z.infer<typeof copyRequestSchema>;
export const copyClashSchema = z.object({ sourceFileUuid: z.string(), targetFileUuid: z.string(), name: z.string() });
export type CopyClash = z.infer<typeof copyClashSchema>;
export const copyResponseSchema = z.object({
  files: z.array(z.object({ sourceFileUuid: z.string(), fileUuid: z.string(), name: z.string() })),
});

export const deleteFilesRequestSchema = z.object({ fileUuids: fileUuidListSchema });
export const deleteFilesResponseSchema = z.object({ deleted: z.number() });

export const fileUuidParamsSchema = z.object({ fileUuid: fileUuidSchema });

export const subfoldersResponseSchema = z.object({
  folders: z.array(z.object({ fileUuid: z.string(), name: z.string(), hasChildren: z.boolean() })),
  /** More subfolders exist than were sent. */
  more: z.boolean(),
});

// ---------------------------------------------------------------------------------------------------------------
// Attributes
// ---------------------------------------------------------------------------------------------------------------

export const customAttributeSchema = z.object({
  key: z.string().max(1000),
  value: z.string().max(ATTRIBUTE_VALUE_MAX_LENGTH),
});
export type CustomAttribute = z.infer<typeof customAttributeSchema>;

export const fileAttributesResponseSchema = z.object({
  general: z.object({
    fileUuid: z.string(),
    name: z.string(),
    type: z.string(),
    size: z.number(),
    filePath: z.string(),
    createdDate: isoDate,
    modifiedDate: isoDate,
    /** Null for folders. */
    sha256: z.string().nullable(),
  }),
  /** Format metadata computed in the background; null for folders and types no reader understands. */
  detail: fileDetailSchema.nullable(),
  custom: z.array(customAttributeSchema),
});
export type FileAttributes = z.infer<typeof fileAttributesResponseSchema>;

/** Replaces all custom attributes of the file. */
export const saveAttributesRequestSchema = z.object({
  custom: z.array(customAttributeSchema).max(ATTRIBUTES_MAX_COUNT),
});

// ---------------------------------------------------------------------------------------------------------------
// Transfers and preview
// ---------------------------------------------------------------------------------------------------------------

/**
 * Multipart field `onNameClash` (sent before the files) of the upload: what a file whose name is taken in the folder
 * does. refuse (the default) answers FILE_NAME_EXISTS with the taken rows in details.existing, so the client can
 * offer to use one; keepBoth stores the upload under a free numbered name (reads(1).fq); replace deletes the
 * taken file in the same transaction (a folder of that name is never replaced).
 */
export const UPLOAD_NAME_CLASH_FIELD = 'onNameClash';
export const uploadNameClashSchema = z.enum(['refuse', 'keepBoth', 'replace']);
export type UploadNameClash = z.infer<typeof uploadNameClashSchema>;

/** details of an upload's FILE_NAME_EXISTS: the names refused and the rows that hold them. */
export const uploadClashDetailsSchema = z.object({
  names: z.array(z.string()),
  existing: z.array(z.object({ fileUuid: z.string(), name: z.string(), type: z.string(), isFolder: z.boolean() })),
});
export type UploadClashDetails = z.infer<typeof uploadClashDetailsSchema>;

export const uploadResponseSchema = z.object({
  fileUuids: z.array(z.string()),
  files: z.array(z.object({ fileUuid: z.string(), name: z.string(), size: z.number() })),
});

/** A JSON array, or (from an HTML form post, which streams to disk) a comma-joined string. */
export const packageRequestSchema = z.object({
  fileUuids: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    fileUuidListSchema,
  ),
});

export const downloadCheckRequestSchema = z.object({ fileUuids: fileUuidListSchema });
export const downloadCheckResponseSchema = z.object({
  totalSize: z.number(),
  fileCount: z.number(),
  methods: z.record(transferMethodSchema, transferMethodStateSchema),
  preferred: transferMethodSchema.nullable(),
});

export const previewRequestSchema = z.object({
  fileUuid: fileUuidSchema,
  /** One-based; a page past the end answers the last page. */
  pageNow: z.number().int().min(1).max(1_000_000_000).default(1),
  type: z.literal('txt').default('txt'),
});
export const previewResponseSchema = z.object({
  filename: z.string(),
  content: z.string(),
  page: z.object({ pagenow: z.number(), totalpage: z.number() }),
});
export type PreviewResponse = z.infer<typeof previewResponseSchema>;

/** GET /api/v1/files/usage: bytes of the caller's private files and the quota they count against (the dashboard). */
export const storageUsageResponseSchema = z.object({ usedBytes: z.number(), quotaBytes: z.number() });
export type StorageUsageResponse = z.infer<typeof storageUsageResponseSchema>;
