import type { ReactNode } from 'react';
import {
  FileExcelOutlined,
  FileImageOutlined,
  FilePdfOutlined,
  FileTextFilled,
  FileTextOutlined,
  FolderFilled,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { fileIconKind, type FileIconKind } from '@biocloud/contracts';

/** One icon per kind of contracts (spec 000 §9): ed is drawn as video, default as plain text. */
const ICONS: Record<FileIconKind, ReactNode> = {
  folder: <FolderFilled />,
  txt: <FileTextFilled />,
  ed: <VideoCameraOutlined />,
  pdf: <FilePdfOutlined />,
  img: <FileImageOutlined />,
  xls_txt: <FileExcelOutlined />,
  default: <FileTextOutlined />,
};

export function FileIcon({ file }: { file: { readonly name: string; readonly type: string } }) {
  const kind = fileIconKind(file);
  return (
    <span className={`file-icon file-icon-${kind}`} data-kind={kind} aria-hidden="true">
      {ICONS[kind]}
    </span>
  );
}
