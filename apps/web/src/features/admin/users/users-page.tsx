import { useState } from 'react';
import { PlusOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Input, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import type { AdminUser } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useAdminUsers } from '../console/admin-api';
import { PagedTable } from '../console/paged-table';
import { useUrlFilters } from '../console/url-filters';
import { CreateUserModal } from './create-user-modal';
import { UserDrawer } from './user-drawer';

/** admin/users: search by a part of name, e-mail, phone or company (on the server), a user's drawer, new accounts. */
export function UsersPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { filters, page, setFilters, setPage } = useUrlFilters(['q']);
  const [params, setParams] = useSearchParams();
  const openId = params.get('user');
  const [creating, setCreating] = useState(false);
  const list = useAdminUsers({ q: filters.q || undefined, page });
  const open = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('user', id);
        else next.delete('user');
        return next;
      },
      { replace: true },
    );

  const columns: TableColumnsType<AdminUser> = [
    {
      title: t('admin.users.username'),
      dataIndex: 'username',
      render: (name: string, user) => (
        <Button type="link" size="small" onClick={() => open(user.id)} data-testid="admin-user-open">
          {name}
        </Button>
      ),
    },
    { title: t('admin.users.realName'), dataIndex: 'realName' },
    { title: t('admin.users.email'), dataIndex: 'email' },
    { title: t('admin.users.phone'), dataIndex: 'phone' },
    { title: t('admin.users.company'), dataIndex: 'company' },
    { title: t('admin.users.role'), dataIndex: 'role', render: (role: string) => t(`admin.roles.${role}`) },
    {
      title: t('admin.users.state'),
      dataIndex: 'locked',
      render: (locked: boolean) =>
        locked ? <Tag color="red">{t('admin.users.locked')}</Tag> : <Tag color="green">{t('admin.users.active')}</Tag>,
    },
    { title: t('admin.users.createdAt'), dataIndex: 'createdAt', render: (at: string) => formatDateTime(at) },
  ];

  return (
    <>
      <Typography.Title level={4}>{t('admin.nav.users')}</Typography.Title>
      <div className="admin-toolbar">
        <Input.Search
          allowClear
          defaultValue={filters.q}
          placeholder={t('admin.users.search')}
          aria-label={t('admin.users.search')}
          onSearch={(q) => setFilters({ q: q.trim() })}
          data-testid="admin-user-search"
        />
        <Button icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="admin-user-create">
          {t('admin.users.create')}
        </Button>
        <Link to={pathTo(locale, 'invitation-manage')}>
          <Button icon={<UserAddOutlined />}>{t('layout.user.invitations')}</Button>
        </Link>
      </div>
      <PagedTable<AdminUser>
        rowKey="id"
        loading={list.isPending}
        columns={columns}
        dataSource={list.data?.list ?? []}
        total={list.data?.total ?? 0}
        page={page}
        onPage={setPage}
        data-testid="admin-users-table"
      />
      {openId && <UserDrawer userId={openId} onClose={() => open(null)} />}
      {creating && <CreateUserModal onClose={() => setCreating(false)} />}
    </>
  );
}
