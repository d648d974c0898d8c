import type { Kysely } from 'kysely';
import { Readable } from 'node:stream';
import { isUuid, type Locale, type SampleDocument, type SampleDocumentKind } from '@biocloud/contracts';
import type { DB } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { storedZip } from '../../../storage/stored-zip';
import { contentDisposition } from '../../files/content-disposition';
import { sendMessages } from '../../messages/messages.repository';
import type { SampleCaller } from '../sample-access';
import { sampleNotFound } from '../sample-errors';
import { findOwnedSample, inTransaction } from '../samples.repository';
import { createSampleSheetsRepository } from '../sample-sheets.repository';
import type { TextBundles } from '../../content/text-files';
import type { SampleDocumentFiles } from './sample-document-files';
import { sheetPdf } from './sheet-pdf';
import type { SampleDocumentsRepository } from './sample-documents.repository';

/** Every PDF starts with this header (ISO 32000: "%PDF-" then the version). */
const PDF_MAGIC = Buffer.from('%PDF-');

export interface DocumentAnswer {
  headers: Record<string, string>;
  open: () => Readable;
}

const reportNotFound = () => new AppError('SAMPLE_REPORT_NOT_FOUND', 404);

/**
 * Documents of a sample: test reports (staff upload them; the customer is told by a message) and the signed
 * information sheet (the customer uploads it back). Every call checks the sample is the caller's (staff see all).
 * The row, the file and the message go together: the file is written inside the row's transaction and removed if
 * that transaction fails.
 */
export function createSampleReportsService(deps: {
  db: Kysely<DB>;
  documents: SampleDocumentsRepository;
  files: SampleDocumentFiles;
  texts: TextBundles;
}) {
  const { db, documents, files, texts } = deps;

  async function owned(caller: SampleCaller, sampleId: string) {
    const sample = await findOwnedSample(db, caller, sampleId);
    if (!sample) throw sampleNotFound();
    return sample;
  }

  async function ownedDocument(caller: SampleCaller, reportId: string): Promise<SampleDocument> {
    const doc = isUuid(reportId) ? await documents.find(reportId) : null;
    if (!doc || !(await findOwnedSample(db, caller, doc.sampleId))) throw reportNotFound();
    return doc;
  }

  return {
    async list(caller: SampleCaller, sampleId: string, kind: SampleDocumentKind): Promise<SampleDocument[]> {
      const sample = await owned(caller, sampleId);
      return documents.list([sample.id], kind);
    },

    /** A report by staff, or the signed sheet by anyone who may see the sample. */
    async upload(
      caller: SampleCaller,
      input: { sampleId: string; kind: SampleDocumentKind; fileName: string; bytes: Buffer },
    ): Promise<SampleDocument> {
      const sample = await owned(caller, input.sampleId);
      if (input.kind === 'report' && !caller.isStaff) throw new AppError('STAFF_ONLY', 400);
      if (!input.bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC))
        throw new AppError('SAMPLE_REPORT_NOT_PDF', 400);
      let written: string | undefined;
      try {
        return await inTransaction(db, async (trx) => {
          const doc = await documents.insert(trx, {
            sampleId: sample.id,
            kind: input.kind,
            fileName: input.fileName,
            size: input.bytes.length,
            uploadedBy: caller.id,
          });
          await files.write(doc.reportId, input.bytes);
          written = doc.reportId;
          if (input.kind === 'report') {
            await sendMessages(trx, [sample.owner_id], {
              kind: 'sampleReport',
              params: {
                sampleId: sample.id,
                sampleTitle: sample.title,
                sampleNumber: sample.number,
                fileName: doc.fileName,
              },
            });
          }
          return doc;
        });
      } catch (error) {
        if (written) await files.remove(written);
        throw error;
      }
    },

    /** One document for the browser's PDF viewer: inline, with its name. */
    async open(caller: SampleCaller, reportId: string): Promise<DocumentAnswer> {
      const doc = await ownedDocument(caller, reportId);
      return {
        headers: {
          'content-type': 'application/pdf',
          'content-length': String(doc.size),
          'content-disposition': contentDisposition('inline', doc.fileName),
          'cache-control': 'private, no-store',
        },
        open: () => files.open(doc.reportId),
      };
    },

    /** The information sheet as a PDF to print and sign, generated now from the sheet as stored. */
    async sheetPdf(caller: SampleCaller, sampleId: string, locale: Locale): Promise<DocumentAnswer> {
      const sample = await owned(caller, sampleId);
      const { rows } = await createSampleSheetsRepository(db).find(sample.id);
      const bytes = await sheetPdf(texts, locale, {
        title: sample.title,
        number: sample.number,
        sampleType: sample.sample_type,
        ownerName: sample.owner_name,
        rows,
      });
      return {
        headers: {
          'content-type': 'application/pdf',
          'content-length': String(bytes.length),
          'content-disposition': contentDisposition('attachment', `${sample.number}.pdf`),
          'cache-control': 'no-store',
        },
        open: () => Readable.from([bytes]),
      };
    },

    /** The reports of the given samples (each the caller's) as one zip, streamed, a folder per sample. */
    async zip(caller: SampleCaller, sampleIds: readonly string[]): Promise<DocumentAnswer> {
      const samples = await Promise.all([...new Set(sampleIds)].map((id) => owned(caller, id)));
      const reports = await documents.list(
        samples.map((s) => s.id),
        'report',
      );
      if (reports.length === 0) throw reportNotFound();
      const folderOf = new Map(samples.map((s) => [s.id, s.number]));
      const taken = new Set<string>();
      const zip = storedZip(
        reports.map((doc) => {
          let path = `${folderOf.get(doc.sampleId)}/${doc.fileName}`;
          for (let n = 2; taken.has(path); n++) path = `${folderOf.get(doc.sampleId)}/${n}-${doc.fileName}`;
          taken.add(path);
          return { path, modified: new Date(doc.createTime), size: doc.size, open: () => files.open(doc.reportId) };
        }),
      );
      return {
        headers: {
          'content-type': 'application/zip',
          'content-length': String(zip.length),
          'content-disposition': contentDisposition('attachment', 'sample-reports.zip'),
          'cache-control': 'no-store',
        },
        open: () => zip.stream,
      };
    },
  };
}
export type SampleReportsService = ReturnType<typeof createSampleReportsService>;
