import { useState, type ReactNode } from 'react';
import { NodeIndexOutlined } from '@ant-design/icons';
import { App, Button, Image, Tooltip } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import { GenomeViewerDialog } from '../genome/genome-viewer-dialog';
import { downloadUrl } from './file-urls';
import { ResultHtmlPreview } from './result-html-preview';
import { opensInGenomeViewer, resultPreviewKind, type ResultPreviewKind } from './result-kind';
import { ResultTextPreview, type PreviewedFile } from './result-text-preview';
import './preview.css';

/** A job's result file as both result lists (task and compute jobs) give it. */
export interface ResultFile extends PreviewedFile {
  filePath: string;
}

/**
 * Opening a job's result files (spec 000 §2): text paged in a dialog, images in an overlay, HTML in a sandboxed
 * frame, genome files in the genome viewer. `open` opens a file the way its type opens (a no-op for files of other
 * types), or as `kind` when given; `preview` is what to render while one is open.
 */
export function useResultFilePreview(imageFailedText: string): {
  open: (file: ResultFile, kind?: ResultPreviewKind) => void;
  preview: ReactNode;
} {
  const { message } = App.useApp();
  const [opened, setOpened] = useState<{ file: ResultFile; kind: ResultPreviewKind } | null>(null);
  const open = (file: ResultFile, kind = resultPreviewKind(file)) => {
    if (kind) setOpened({ file, kind });
  };
  const close = () => setOpened(null);
  const inline = opened && downloadUrl(opened.file.fileUuid, { inline: true });
  const preview = (
    <>
      {opened?.kind === 'text' && <ResultTextPreview file={opened.file} onClose={close} />}
      {opened?.kind === 'html' && <ResultHtmlPreview file={opened.file} onClose={close} />}
      {opened?.kind === 'genome' && (
        <GenomeViewerDialog
          file={{ fileUuid: opened.file.fileUuid, name: opened.file.fileName, type: opened.file.fileType }}
          onClose={close}
        />
      )}
      {opened?.kind === 'image' && inline && (
        <Image
          className="result-image-anchor"
          src={inline}
          alt={opened.file.fileName}
          preview={{ open: true, src: inline, onOpenChange: (isOpen) => !isOpen && close() }}
          onError={() => void message.error(imageFailedText)}
        />
      )}
    </>
  );
  return { open, preview };
}

/** A result file's name: a link that opens it when it can be previewed, its path on hover. */
export function ResultFileName({
  file,
  onOpen,
  testId,
}: {
  file: ResultFile;
  onOpen: (file: ResultFile) => void;
  testId?: string;
}) {
  return (
    <Tooltip title={file.filePath}>
      {resultPreviewKind(file) ? (
        <Button type="link" className="result-file-name" onClick={() => onOpen(file)} data-testid={testId}>
          {file.fileName}
        </Button>
      ) : (
        <span className="result-file-name">{file.fileName}</span>
      )}
    </Tooltip>
  );
}

/**
 * A genome result's "open in the genome viewer" action (none for other files); `labelled` shows a short text beside
 * the icon (the actions column of the task results is narrow).
 */
export function GenomeViewerAction({
  file,
  onOpen,
  labelled = false,
}: {
  file: ResultFile;
  onOpen: (file: ResultFile, kind: 'genome') => void;
  labelled?: boolean;
}) {
  const { t } = useTranslation();
  if (!opensInGenomeViewer(file)) return null;
  const button = (
    <Button
      type={labelled ? 'link' : 'text'}
      size="small"
      icon={<NodeIndexOutlined />}
      aria-label={t('genome.open')}
      data-testid="result-genome-open"
      onClick={() => onOpen(file, 'genome')}
    >
      {labelled && t('genome.openShort')}
    </Button>
  );
  return labelled ? button : <Tooltip title={t('genome.open')}>{button}</Tooltip>;
}
