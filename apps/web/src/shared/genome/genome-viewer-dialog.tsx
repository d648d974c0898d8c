import { useState } from 'react';
import { Alert, Modal, Select, Spin } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import { errorText } from '../api/error-text';
import { useCurrentUser } from '../api/get-current-user';
import { isAtLeast } from '../ui/breakpoints';
import { useBreakpoint } from '../ui/use-breakpoint';
import { useGenomeReferences, useGenomeTrack } from './genome-api';
import { igvOptions } from './igv-options';
import { IndexingProgress } from './indexing-progress';
import { rememberedReference, rememberReference } from './reference-choice';
import { useIgvBrowser } from './use-igv-browser';
import './genome-viewer.css';

interface GenomeViewerDialogProps {
  file: { fileUuid: string; name: string; type: string };
  onClose: () => void;
}

/**
 * A data file in igv.js (issue 16 item 6): BAM, CRAM, VCF and BED over a reference chosen from the user's FASTA
 * files (the last choice remembered), a FASTA file on its own. Our texts follow the locale; igv's own stay English.
 */
export function GenomeViewerDialog({ file, onClose }: GenomeViewerDialogProps) {
  const { t } = useTranslation();
  const phone = !isAtLeast(useBreakpoint(), 'sm');
  const userId = useCurrentUser().data?.id ?? '';
  const needsReference = file.type !== 'fasta';
  const references = useGenomeReferences(needsReference);
  const [chosen, setChosen] = useState<string | null>(() => (userId ? rememberedReference(userId) : null));
  const listed = references.data?.references ?? [];
  // The remembered reference only counts while it is still one of the user's FASTA files.
  const referenceUuid = listed.some((r) => r.fileUuid === chosen) ? chosen : (listed[0]?.fileUuid ?? null);

  const track = useGenomeTrack(file.fileUuid);
  const reference = useGenomeTrack(needsReference ? referenceUuid : null);
  const trackReady = track.data?.state === 'ready' ? track.data : null;
  const referenceReady = reference.data?.state === 'ready' ? reference.data : null;
  const options = trackReady && (!needsReference || referenceReady) ? igvOptions(trackReady, referenceReady) : null;
  // Each of the two files still being indexed on the server, with its name.
  const indexing = [
    { name: file.name, answer: track.data },
    { name: listed.find((r) => r.fileUuid === referenceUuid)?.name ?? '', answer: reference.data },
  ].flatMap(({ name, answer }) => (answer?.state === 'indexing' ? [{ name, progress: answer.progress }] : []));
  const [igvDiv, setIgvDiv] = useState<HTMLDivElement | null>(null);
  const igv = useIgvBrowser(igvDiv, options);

  const choose = (fileUuid: string) => {
    setChosen(fileUuid);
    if (userId) rememberReference(userId, fileUuid);
  };
  const failure = track.error ?? reference.error;
  const preparing = indexing.length === 0 && (track.isLoading || reference.isLoading || igv.state === 'loading');
  const noReference = needsReference && references.isSuccess && listed.length === 0;

  return (
    <Modal
      open
      title={t('genome.title', { name: file.name })}
      width={phone ? '100%' : 1100}
      style={phone ? { top: 0, maxWidth: '100%', margin: 0, paddingBottom: 0 } : undefined}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      rootClassName="genome-viewer-dialog"
    >
      {needsReference && (
        <div className="genome-reference">
          <span className="genome-reference-label">{t('genome.reference')}</span>
          <Select
            className="genome-reference-select"
            data-testid="genome-reference"
            value={referenceUuid ?? undefined}
            placeholder={t('genome.referencePlaceholder')}
            loading={references.isLoading}
            options={listed.map((r) => ({ value: r.fileUuid, label: r.name }))}
            onChange={choose}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </div>
      )}
      {noReference && <Alert type="info" showIcon title={t('genome.noReference')} />}
      {failure ? (
        <Alert type="error" showIcon title={t('genome.openFailed')} description={errorText(t, failure)} />
      ) : null}
      {igv.state === 'failed' && (
        <Alert type="error" showIcon title={t('genome.viewerFailed')} description={String(igv.error)} />
      )}
      {!failure &&
        indexing.map((item) => <IndexingProgress key={item.name} name={item.name} progress={item.progress} />)}
      {preparing && !failure && (
        <div className="genome-preparing">
          <Spin /> <span>{t('genome.preparing')}</span>
        </div>
      )}
      {/* Which reference the shown igv draws on, once it is made: choosing another one makes a new igv. */}
      <div
        ref={setIgvDiv}
        className="genome-igv"
        data-testid="genome-igv"
        data-state={igv.state}
        data-reference={igv.state === 'ready' ? options?.reference.name : undefined}
      />
    </Modal>
  );
}
