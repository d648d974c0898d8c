import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  buildChartOption,
  DRAWING_FORMATS,
  isChartInputError,
  parseDrawingSpec,
  type Drawing,
  type DrawingOutputFile,
  type DrawingRequest,
  type DrawingResult,
  type DrawingSpec,
  type DrawType,
  type VennData,
  drawTypeSchema,
} from '@biocloud/charts';
import { isFileUuid, type Locale } from '@biocloud/contracts';
import type { EChartsCoreOption } from 'echarts';
import type { BlobStore } from '../../storage/blob-store';
import { AppError } from '../../http/app-error';
import { lookupText, type TextBundles } from '../content/text-files';
import type { Caller } from '../auth/caller';
import type { FileIngest, StagedFile } from '../files/file-ingest';
import type { FilesData } from '../files/files-data';
import {
  chartInputRefused,
  drawingNotFound,
  drawingParamsInvalid,
  RENDER_FAILED,
  RENDER_INTERRUPTED,
} from './drawing-errors';
import type { DrawingEnd, DrawingsRepository } from './drawings.repository';
import { drawingFolder } from './drawing-folder';
import type { Figure } from './render-figure';
import { RENDER_TIMEOUT_MS, type RenderPool } from './render-pool';
import { readTableInputs, type TableInput } from './table-inputs';

/*
 * A drawing is a tracked in-process job rather than a task job of the engine: it needs no tool binary, no work dir
 * and no Slurm node, only CPU for a few seconds. The request is checked and the chart option built here (so a bad
 * column is refused at once, in the caller's language); the render runs on a worker thread; the figure files go into
 * a result folder of the caller's private space and the row records them, announced on the `drawing` topic.
 */

export interface DrawingServiceDeps {
  repo: DrawingsRepository;
  files: FilesData;
  store: BlobStore;
  ingest: FileIngest;
  pool: RenderPool;
  texts: TextBundles;
  log: FastifyBaseLogger;
}

const MEDIA_TYPES = { svg: 'svg', png: 'png', pdf: 'pdf' } as const;

function vennDataOf(spec: DrawingSpec, inputs: readonly TableInput[]): VennData[] {
  if (spec.drawType !== 'venn') return [];
  return inputs.map((input, k) => ({
    sampleName: spec.params.setNames[k]?.trim() || input.name,
    fileUuid: input.fileUuid,
    filePath: input.path,
    relativePath: input.name,
  }));
}

/** The `drawing` topic's event (spec 000 §3 "drawing result"). */
function resultEvent(
  drawing: { id: string; workflowName: string; drawType: DrawType },
  end: DrawingEnd,
): DrawingResult {
  return {
    drawingId: drawing.id,
    workflowName: drawing.workflowName,
    drawType: drawing.drawType,
    status: end.status,
    outputFiles: end.outputFiles,
    errorCode: end.errorCode,
  };
}

export function createDrawingService(deps: DrawingServiceDeps) {
  const { repo, log } = deps;
  const pending = new Set<Promise<void>>();

  async function storeFigure(caller: Caller, id: string, workflowName: string, figure: Figure): Promise<DrawingEnd> {
    const folder = await drawingFolder(deps.files, caller.id, workflowName, id);
    const contents = { svg: Buffer.from(figure.svg), png: figure.png, pdf: figure.pdf };
    const staged: StagedFile[] = [];
    try {
      for (const format of DRAWING_FORMATS) {
        staged.push({
          name: `${workflowName}.${format}`,
          blob: await deps.store.stage(Readable.from([contents[format]])),
        });
      }
    } catch (error) {
      await Promise.all(staged.map((s) => deps.store.discard(s.blob)));
      throw error;
    }
    const stored = await deps.ingest(caller, folder, staged);
    const outputFiles: DrawingOutputFile[] = stored.map((file, k) => ({
      fileUuid: file.fileUuid,
      fileName: file.name,
      fileType: MEDIA_TYPES[DRAWING_FORMATS[k]!],
      fileSize: file.size,
    }));
    return { status: 'FINISH', outputFolderUuid: folder.uuid, outputFiles, errorCode: null };
  }

  async function render(
    caller: Caller,
    drawing: { id: string; workflowName: string; spec: DrawingSpec },
    option: EChartsCoreOption,
  ): Promise<void> {
    const { id, workflowName, spec } = drawing;
    let end: DrawingEnd;
    try {
      const figure = await deps.pool.render(option, { width: spec.params.width, height: spec.params.height });
      end = await storeFigure(caller, id, workflowName, figure);
    } catch (error) {
      log.warn({ err: error, drawingId: id }, 'drawing failed');
      const code = error instanceof AppError ? error.code : RENDER_FAILED;
      end = { status: 'FAILURE', outputFolderUuid: null, outputFiles: [], errorCode: code };
    }
    await repo.end(id, end, resultEvent({ id, workflowName, drawType: spec.drawType }, end));
  }

  return {
    async create(caller: Caller, request: DrawingRequest): Promise<{ drawingId: string }> {
      const parsed = parseDrawingSpec(request.drawType, request.params);
      if (!parsed.ok) throw drawingParamsInvalid(parsed.error.issues);
      const { spec } = parsed;
      let inputs: TableInput[];
      let option: EChartsCoreOption;
      try {
        inputs = await readTableInputs(deps, caller, request.fileUuids, spec.params.header);
        option = buildChartOption(spec, inputs);
      } catch (error) {
        if (isChartInputError(error)) throw chartInputRefused(error);
        throw error;
      }
      const id = await repo.insert({
        userId: caller.id,
        workflowName: request.workflowName,
        drawType: spec.drawType,
        fileUuids: inputs.map((input) => input.fileUuid),
        params: spec.params,
        vennData: vennDataOf(spec, inputs).map((entry) => ({ ...entry })),
      });
      const work = render(caller, { id, workflowName: request.workflowName, spec }, option)
        .catch((error: unknown) => log.error({ err: error, drawingId: id }, 'drawing result not recorded'))
        .finally(() => pending.delete(work));
      pending.add(work);
      return { drawingId: id };
    },

    async get(caller: Caller, id: string, locale: Locale): Promise<Drawing> {
      const row = isFileUuid(id) ? await repo.find(caller.id, id) : undefined;
      if (!row) throw drawingNotFound();
      return {
        id: row.id,
        workflowName: row.workflow_name,
        drawType: drawTypeSchema.parse(row.draw_type),
        fileUuids: row.file_uuids,
        params: row.params,
        status: row.status,
        outputFolderUuid: row.output_folder_uuid,
        outputFiles: row.output_files,
        vennData: row.venn_data as VennData[],
        errorCode: row.error_code,
        errorMessage: row.error_code ? (lookupText(deps.texts, locale, `errors.${row.error_code}`) ?? null) : null,
        createTime: row.create_time.toISOString(),
        endTime: row.end_time?.toISOString() ?? null,
      };
    },

    /**
     * Drawings left RUNNING by a server that stopped: older than any render may take, so no instance still works
     * on them. They end in FAILURE (the user draws again from the saved params).
     */
    async failInterrupted(): Promise<number> {
      const stale = await repo.runningBefore(new Date(Date.now() - 2 * RENDER_TIMEOUT_MS));
      const end: DrawingEnd = {
        status: 'FAILURE',
        outputFolderUuid: null,
        outputFiles: [],
        errorCode: RENDER_INTERRUPTED,
      };
      for (const row of stale) {
        const drawing = { id: row.id, workflowName: row.workflow_name, drawType: drawTypeSchema.parse(row.draw_type) };
        await repo.end(row.id, end, resultEvent(drawing, end));
      }
      return stale.length;
    },

    /** Waits for renders in flight (shutdown, tests). */
    async settle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export type DrawingService = ReturnType<typeof createDrawingService>;
