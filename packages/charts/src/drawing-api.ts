import { z } from 'zod';
import { fileUuidSchema, jobNameSchema } from '@biocloud/contracts';
import { drawTypeSchema, VENN_MAX_SETS } from './params';

/*
 * The drawing API (POST /api/v1/drawing, GET /api/v1/drawing/:id) and the event of the websocket topic `drawing`
 * (spec 000 §3 "drawing result": workflowName, drawType, outputFiles). Params are checked per drawType by params.ts.
 */

export const DRAWING_STATUSES = ['RUNNING', 'FINISH', 'FAILURE'] as const;
export const drawingStatusSchema = z.enum(DRAWING_STATUSES);
export type DrawingStatus = z.infer<typeof drawingStatusSchema>;

/** The figure files of a drawing, in this order. */
export const DRAWING_FORMATS = ['svg', 'png', 'pdf'] as const;
export type DrawingFormat = (typeof DRAWING_FORMATS)[number];

export const drawingRequestSchema = z.object({
  drawType: drawTypeSchema,
  fileUuids: z.array(fileUuidSchema).min(1).max(VENN_MAX_SETS),
  params: z.record(z.string(), z.unknown()),
  workflowName: jobNameSchema,
});
export type DrawingRequest = z.infer<typeof drawingRequestSchema>;

export const drawingCreatedSchema = z.object({ drawingId: z.string() });

export const drawingOutputFileSchema = z.object({
  fileUuid: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number(),
});
export type DrawingOutputFile = z.infer<typeof drawingOutputFileSchema>;

/** Spec 000 §3 "venn data": one entry per compared file. */
export const vennDataSchema = z.object({
  sampleName: z.string(),
  fileUuid: z.string(),
  filePath: z.string(),
  relativePath: z.string(),
});
export type VennData = z.infer<typeof vennDataSchema>;

export const drawingSchema = z.object({
  id: z.string(),
  workflowName: z.string(),
  drawType: drawTypeSchema,
  fileUuids: z.array(z.string()),
  /** As submitted after defaults were filled in: what the editor re-opens with. */
  params: z.record(z.string(), z.unknown()),
  status: drawingStatusSchema,
  outputFolderUuid: z.string().nullable(),
  outputFiles: z.array(drawingOutputFileSchema),
  vennData: z.array(vennDataSchema),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  createTime: z.string(),
  endTime: z.string().nullable(),
});
export type Drawing = z.infer<typeof drawingSchema>;

/** What the `drawing` topic carries when a drawing ends. */
export const drawingResultSchema = z.object({
  drawingId: z.string(),
  workflowName: z.string(),
  drawType: drawTypeSchema,
  status: drawingStatusSchema,
  outputFiles: z.array(drawingOutputFileSchema),
  errorCode: z.string().nullable(),
});
export type DrawingResult = z.infer<typeof drawingResultSchema>;
