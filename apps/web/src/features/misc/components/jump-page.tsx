import { useEffect, useRef } from 'react';
import { ExportOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate, useParams } from 'react-router';
import type { JumpHandover } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { localizeConfiguredLink } from '../../../shared/config/configured-links';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LinkButton } from '../../../shared/ui/link-button';
import { jumpHandoverQueryOptions, jumpLinkQueryOptions } from '../api/jump';

function BackButton() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <LinkButton type="primary" to={pathTo(locale, 'dashboard')}>
      {t('jump.back')}
    </LinkButton>
  );
}

/** The page while the link is checked, and the refusal when it cannot be opened: nothing was opened either way. */
function JumpState({ pending, error, title }: { pending: boolean; error: unknown; title?: string }) {
  const { t } = useTranslation();
  return (
    <div className="page-center page-bare jump-page">
      {pending ? (
        <Result icon={<Spin size="large" />} title={t('jump.checking')} />
      ) : (
        <Result
          status="warning"
          title={title ?? t('jump.refusedTitle')}
          subTitle={
            <>
              <div className="jump-reason">{errorText(t, error)}</div>
              <div>{t('jump.refusedHint')}</div>
            </>
          }
          extra={<BackButton />}
        />
      )}
    </div>
  );
}

/**
 * The answered request, performed once: GET opens the address, POST submits a form of the fields to it (the
 * document's form-action names the allowed partners). The button does the same if the browser held the page back.
 */
function Handover({ handover }: { handover: JumpHandover }) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const host = new URL(handover.origin).host;
  useEffect(() => {
    if (handover.method === 'POST') form.current?.submit();
    else window.location.assign(handover.action);
  }, [handover]);
  return (
    <div className="page-center page-bare jump-page">
      <Result
        icon={<ExportOutlined className="coming-icon" />}
        title={t('jump.title')}
        subTitle={t('jump.description', { host })}
        extra={
          handover.method === 'POST' ? (
            <form ref={form} method="post" action={handover.action}>
              {handover.fields.map((field, index) => (
                <input key={index} type="hidden" name={field.name} value={field.value} />
              ))}
              <Button type="primary" htmlType="submit">
                {t('jump.continue', { host })}
              </Button>
            </form>
          ) : (
            <Button type="primary" href={handover.action}>
              {t('jump.continue', { host })}
            </Button>
          )
        }
      />
    </div>
  );
}

/** jumpv1/:url/:jsonString/:method: hands the user over to an allow-listed partner (the server checks and builds). */
export function JumpV1Page() {
  const { url = '', jsonString = '', method = '' } = useParams();
  const query = useQuery(jumpHandoverQueryOptions({ url, params: jsonString, method }));
  if (!query.data) return <JumpState pending={query.isPending} error={query.error} />;
  return <Handover handover={query.data} />;
}

/** jumpv3/:key: opens the link the operator configured under the key; a path of this site stays in the app. */
export function JumpV3Page() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { key = '' } = useParams();
  const query = useQuery(jumpLinkQueryOptions(key));
  const target = query.data ? localizeConfiguredLink(query.data.url, locale) : undefined;
  useEffect(() => {
    if (!target) return;
    if (target.startsWith('/')) void navigate(target, { replace: true });
    else window.location.replace(target);
  }, [navigate, target]);
  if (!query.data) return <JumpState pending={query.isPending} error={query.error} title={t('jump.unknownTitle')} />;
  return <JumpState pending error={null} />;
}
