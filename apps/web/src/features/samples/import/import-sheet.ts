import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SAMPLE_IO_API, type SheetImportResult } from '@biocloud/contracts';
import { sampleKeys } from '../api/sample-keys';
import { postFile } from '../reports/post-file';

/** The template in the page's language (downLoadTemplateFile); a link, so the browser saves it. */
export const sheetTemplateHref = `${SAMPLE_IO_API}/downLoadTemplateFile`;

/** POST upLoadSampleFileByContent: an accepted import reloads the sample's sheet and row count. */
export function useImportSheet(sampleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, replace }: { file: File; replace: boolean }) =>
      postFile<SheetImportResult>(
        `${SAMPLE_IO_API}/upLoadSampleFileByContent`,
        { sampleId, replace: String(replace) },
        file,
      ),
    onSuccess: (result) => {
      if (result.ok) void queryClient.invalidateQueries({ queryKey: sampleKeys.sample(sampleId) });
    },
  });
}

/** Saves the marked sheet of a refused import (base64 .xlsx) under the name it was chosen with. */
export function saveMarkedSheet(base64: string, name: string): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(
    new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
