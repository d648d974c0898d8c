import { Typography } from 'antd';
import type { HookAPI } from 'antd/es/modal/useModal';
import type { TFunction } from '../../../shared/i18n/translator';
import type { AdminResetLink } from '@biocloud/contracts';

/** Tells staff how the password link reaches the user: mailed, or shown here once to hand over. */
export function showResetLink(modal: HookAPI, t: TFunction, answer: AdminResetLink, title: string) {
  void modal.success({
    title,
    width: 560,
    content: answer.mailed ? (
      t('admin.users.linkMailed')
    ) : (
      <div>
        <Typography.Paragraph>{t('admin.users.linkShown')}</Typography.Paragraph>
        <Typography.Paragraph copyable code>
          <span data-testid="admin-reset-link">{answer.link}</span>
        </Typography.Paragraph>
      </div>
    ),
  });
}
