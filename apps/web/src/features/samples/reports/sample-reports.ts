import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SAMPLE_IO_API, type SampleDocument, type SampleDocumentKind } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { sampleKeys } from '../api/sample-keys';
import { postFile } from './post-file';

/** GET getSampleReport: a sample's test reports, or its signed sheets. */
export const sampleDocumentsQueryOptions = (sampleId: string, kind: SampleDocumentKind) =>
  queryOptions({
    queryKey: sampleKeys.part(sampleId, `documents-${kind}`),
    queryFn: ({ signal }) =>
      api.get<SampleDocument[]>(`${SAMPLE_IO_API}/getSampleReport`, { query: { sampleId, kind }, signal }),
  });

export function useSampleDocuments(sampleId: string, kind: SampleDocumentKind) {
  return useQuery(sampleDocumentsQueryOptions(sampleId, kind));
}

/** One document for the browser's own PDF viewer (served inline). */
export const documentHref = (reportId: string) => `${SAMPLE_IO_API}/report/${encodeURIComponent(reportId)}`;

/** The information sheet as a PDF to print and sign (generated in the page's language). */
export const sheetPdfHref = (sampleId: string) =>
  `${SAMPLE_IO_API}/sampleSheetPdf?sampleId=${encodeURIComponent(sampleId)}`;

/** batchDownLoadReport: the reports of these samples as one zip. */
export const reportsZipHref = (sampleIds: readonly string[]) =>
  `${SAMPLE_IO_API}/batchDownLoadReport?sampleIds=${sampleIds.map(encodeURIComponent).join(',')}`;

const UPLOAD_PATHS: Record<SampleDocumentKind, string> = {
  report: `${SAMPLE_IO_API}/uploadSampleReport`,
  signedSheet: `${SAMPLE_IO_API}/uploadSamplePdf`,
};

/** Staff upload a report (the customer gets a message), the customer the signed sheet. */
export function useUploadDocument(sampleId: string, kind: SampleDocumentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => postFile<SampleDocument>(UPLOAD_PATHS[kind], { sampleId }, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sampleDocumentsQueryOptions(sampleId, kind).queryKey }),
  });
}
