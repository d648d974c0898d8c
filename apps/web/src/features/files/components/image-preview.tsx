import { App, Image } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { DataFile } from '@biocloud/contracts';
import { downloadUrl } from '../api/download-files';

interface ImagePreviewProps {
  file: DataFile;
  onClose: () => void;
}

/** An image in antd's overlay (zoom, rotate), served inline; a broken image says so. */
export function ImagePreview({ file, onClose }: ImagePreviewProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const src = downloadUrl(file.fileUuid, { inline: true });
  return (
    <Image
      className="image-preview-anchor"
      src={src}
      alt={file.name}
      preview={{ open: true, src, onOpenChange: (open) => !open && onClose() }}
      onError={() => void message.error(t('files.preview.imageFailed'))}
    />
  );
}
