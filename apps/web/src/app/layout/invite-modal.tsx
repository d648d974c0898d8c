import { Alert, Button, Modal, QRCode, Skeleton, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/use-translation';
import { mayInvite } from '@biocloud/contracts';
import { useAccountProviders } from '../../shared/api/account-providers';
import { errorText } from '../../shared/api/error-text';
import { formatDateTime } from '../../shared/format/date';
import { useLocale } from '../../shared/i18n/use-locale';
import { createOwnInvitation, ownInvitationsQuery, revokeOwnInvitation } from '../../features/account/api/invitations';
import { invitationLink } from '../../features/account/lib/invitation-link';

const QR_SIZE = 160;

/**
 * Invite a colleague: an invitation link of one's own (single use, expiring; customers within a cap), to copy or to
 * scan from a phone; the new account records who invited it. Made on request, never on opening; where sign-up is
 * closed there is no link, and the dialog says so.
 */
export function InviteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const signup = useAccountProviders().data?.signup;
  const closed = signup !== undefined && !mayInvite(signup);
  return (
    <Modal open={open} title={t('layout.invite.title')} footer={null} onCancel={onClose}>
      {signup === undefined ? (
        <Skeleton active />
      ) : closed ? (
        <Alert type="info" showIcon title={t('layout.invite.closed')} data-testid="invite-closed" />
      ) : (
        <OwnInvitation />
      )}
    </Modal>
  );
}

function OwnInvitation() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const own = useQuery(ownInvitationsQuery());
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['invitations'] });
  const create = useMutation({ mutationFn: createOwnInvitation, onSuccess: refresh });
  const revoke = useMutation({ mutationFn: revokeOwnInvitation, onSuccess: refresh });

  if (own.isError) return <Alert type="error" showIcon title={errorText(t, own.error)} />;
  if (!own.data) return <Skeleton active />;
  // The newest open one is shown; older ones stay valid until used, expired or withdrawn.
  const current = own.data.list[0];
  const failure = create.error ?? revoke.error;
  const canCreate = own.data.openLeft > 0;
  const link = current ? invitationLink(locale, current.token) : null;
  return (
    <>
      <Typography.Paragraph type="secondary">{t('layout.invite.description')}</Typography.Paragraph>
      {link && current ? (
        <>
          <Typography.Paragraph copyable={{ text: link }} code className="invite-link" data-testid="invite-link">
            {link}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            {t('layout.invite.expires', { date: formatDateTime(current.expiresAt) })}
          </Typography.Paragraph>
          <div className="invite-qr">
            <QRCode value={link} size={QR_SIZE} />
            <Typography.Text type="secondary">{t('layout.invite.scan')}</Typography.Text>
          </div>
        </>
      ) : null}
      {failure && <Alert type="error" showIcon title={errorText(t, failure)} />}
      <div className="invite-actions">
        {current && (
          <Button onClick={() => revoke.mutate(current.id)} loading={revoke.isPending}>
            {t('layout.invite.revoke')}
          </Button>
        )}
        {canCreate ? (
          <Button type="primary" onClick={() => create.mutate()} loading={create.isPending} data-testid="invite-create">
            {t(current ? 'layout.invite.newLink' : 'layout.invite.create')}
          </Button>
        ) : (
          <Typography.Text type="secondary">{t('layout.invite.limit')}</Typography.Text>
        )}
      </div>
    </>
  );
}
