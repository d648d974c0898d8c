import { lazy, Suspense, useState } from 'react';
import { App, Breadcrumb, Button, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api/error-text';
import { pathTo } from '../../../shared/config/paths';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useDeleteHelpPage, useHelpPage } from '../api/help-pages';
import { useIsStaff } from '../hooks/use-is-staff';
import { HelpSearchBox } from './help-search-box';
import { RichTextView } from '../../../shared/ui/rich-text-view';
import './help.css';

const HelpEditor = lazy(() => import('./help-editor').then((m) => ({ default: m.HelpEditor })));

/** One help page (route help-detail?id=); staff edit or delete it here. */
export function HelpDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const page = useHelpPage(id);
  const isStaff = useIsStaff();
  const remove = useDeleteHelpPage();
  const [editing, setEditing] = useState(false);

  const onDelete = () =>
    remove.mutate(id, {
      onSuccess: () => void navigate(pathTo(locale, 'help')),
      onError: (error) => void message.error(errorText(t, error)),
    });

  return (
    <div className="help-page">
      <Breadcrumb
        items={[
          { title: <Link to={pathTo(locale, 'help')}>{t('help.centre.title')}</Link> },
          { title: page.data?.title },
        ]}
      />
      <HelpSearchBox />
      {page.isError || id === '' ? (
        <LoadFailed
          title={t('help.detail.loadFailed')}
          error={page.error}
          retryText={t('help.retry')}
          onRetry={() => void page.refetch()}
        />
      ) : page.isPending ? (
        <Skeleton active />
      ) : (
        <article className="help-article">
          <Typography.Title level={3}>{page.data.title}</Typography.Title>
          <Space className="help-meta" wrap>
            <Typography.Text type="secondary">{t(`help.categories.${page.data.category}`)}</Typography.Text>
            <Typography.Text type="secondary">
              {t('help.detail.updated', { time: formatDateTime(page.data.updateTime) })}
            </Typography.Text>
            {isStaff && (
              <>
                <Button size="small" onClick={() => setEditing(true)} data-testid="help-edit">
                  {t('help.editor.edit')}
                </Button>
                <Popconfirm title={t('help.editor.deleteConfirm')} onConfirm={onDelete}>
                  <Button size="small" danger loading={remove.isPending}>
                    {t('help.editor.delete')}
                  </Button>
                </Popconfirm>
              </>
            )}
          </Space>
          <RichTextView html={page.data.body} />
        </article>
      )}
      {editing && page.data && (
        <Suspense fallback={null}>
          <HelpEditor page={page.data} open onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </div>
  );
}
