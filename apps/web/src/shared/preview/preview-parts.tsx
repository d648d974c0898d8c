import type { ReactNode } from 'react';
import { Alert, Empty, Pagination, Skeleton } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import { errorText } from '../api/error-text';
import type { usePreviewText } from './preview-text';
import './preview.css';

/** The parts of the paged text previews (my data's and the job results'), around what each shows of a page. */

type PreviewQuery = ReturnType<typeof usePreviewText>;

/** Loading, failed and empty states of a page; else the page's content as `children` renders it. */
export function PreviewContent({
  preview,
  failedTitle,
  emptyText,
  children,
}: {
  preview: PreviewQuery;
  failedTitle: string;
  emptyText: string;
  children: (content: string) => ReactNode;
}) {
  const { t } = useTranslation();
  if (preview.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (preview.isError) {
    return <Alert type="error" showIcon title={failedTitle} description={errorText(t, preview.error)} />;
  }
  if (preview.data.content === '') return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return children(preview.data.content);
}

/** The dialog footer: a pager over the server's pages and "page x of y" (before the first answer: the asked page of 1). */
export function PreviewPager({
  preview,
  pageNow,
  onChange,
  pageText,
  pageTestId,
  pageClassName,
}: {
  preview: PreviewQuery;
  pageNow: number;
  onChange: (page: number) => void;
  pageText: (page: number, total: number) => string;
  pageTestId: string;
  pageClassName?: string;
}) {
  const current = preview.data?.page.pagenow ?? pageNow;
  const total = preview.data?.page.totalpage ?? 1;
  return (
    <div className="preview-footer">
      <Pagination
        simple
        current={current}
        total={total}
        pageSize={1}
        disabled={preview.isFetching && preview.isPlaceholderData}
        onChange={onChange}
        showSizeChanger={false}
      />
      <span className={pageClassName} data-testid={pageTestId}>
        {pageText(current, total)}
      </span>
    </div>
  );
}
