import { Button, Card, Empty, Input, Result, Segmented, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { APP_CATALOGUES, appDetailPath, type AppCatalogueKey } from '../../../shared/app-routes';
import { errorText } from '../../../shared/api/error-text';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useAppList } from '../api/list-apps';
import { useAppTypes } from '../api/list-app-types';
import { AppCard } from './app-card';
import '../apps.css';

/**
 * An app catalogue (spec 000 §2, §7): its types first (`?type=`, the first by default), then the apps of the chosen
 * type in the server's order (pinned ids first), searchable by name or description (`?q=`).
 */
function AppListPage({ catalogue }: { catalogue: AppCatalogueKey }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const { typeName } = APP_CATALOGUES[catalogue];
  const types = useAppTypes(locale, typeName);
  const typeList = types.data?.typeList ?? [];
  const asked = params.get('type');
  const type = typeList.find((ty) => ty.typeId === asked) ?? typeList[0];
  const search = params.get('q') ?? '';
  const apps = useAppList(locale, type ? { softTypeId: type.typeId, searchParam: search } : null);

  const update = (patch: { type?: string; q?: string }) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  const failed = types.isError ? types.error : apps.isError && !apps.data ? apps.error : null;
  let body;
  if (failed) {
    body = (
      <Result
        status="warning"
        title={t('apps.list.loadFailed')}
        subTitle={errorText(t, failed)}
        extra={
          <Button onClick={() => void (types.isError ? types.refetch() : apps.refetch())}>
            {t('apps.list.retry')}
          </Button>
        }
      />
    );
  } else if (types.isPending || (type && apps.isPending)) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (!type || (apps.data?.softwareList.length ?? 0) === 0) {
    body = (
      <Empty description={t(search ? 'apps.list.emptySearch' : 'apps.list.empty')}>
        {search && <Button onClick={() => update({ q: '' })}>{t('apps.list.showAll')}</Button>}
      </Empty>
    );
  } else {
    body = (
      <div className="app-grid" data-testid="app-grid">
        {apps.data?.softwareList.map((app) => (
          <AppCard key={app.softwareId} app={app} to={appDetailPath(locale, catalogue, app.softwareId)} />
        ))}
      </div>
    );
  }

  return (
    <Card className="page-card apps-page" variant="borderless" data-testid="apps-page" data-catalogue={catalogue}>
      <div className="apps-head">
        <Typography.Title level={3} className="apps-title">
          {t(`apps.catalogues.${catalogue}.title`)}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className="apps-intro">
          {t(`apps.catalogues.${catalogue}.intro`)}
        </Typography.Paragraph>
      </div>
      <div className="apps-toolbar">
        {typeList.length > 0 && type && (
          <Segmented
            className="apps-types"
            data-testid="app-types"
            value={type.typeId}
            onChange={(value) => update({ type: String(value) })}
            options={typeList.map((ty) => ({
              value: ty.typeId,
              label: t('apps.list.typeOption', { name: ty.name, count: ty.count }),
            }))}
          />
        )}
        <Input.Search
          key={search}
          className="apps-search"
          data-testid="app-search"
          allowClear
          defaultValue={search}
          placeholder={t('apps.list.searchPlaceholder')}
          aria-label={t('apps.list.searchPlaceholder')}
          onSearch={(value) => update({ q: value.trim() })}
        />
      </div>
      {body}
    </Card>
  );
}

export const AgricultureListPage = () => <AppListPage catalogue="agriculture" />;
export const MedicalListPage = () => <AppListPage catalogue="medical" />;
export const MedicalNewListPage = () => <AppListPage catalogue="medicalNew" />;
