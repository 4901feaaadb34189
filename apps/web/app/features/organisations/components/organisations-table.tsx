import type { Organisation, OrganisationDepartment } from '@portal/domain';
import { Button, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisations } from '../api/organisations-api';
import { OrganisationMembers } from './organisation-members';
import { DepartmentModal, OrganisationModal } from './organisation-modals';

/** Institutes and companies with their departments and cost centres; each opens to its members. */
export function OrganisationsTable() {
  const { t } = useTranslation('organisations');
  const organisations = useOrganisations();
  const [editing, setEditing] = useState<{ organisation: Organisation | null } | null>(null);
  const [department, setDepartment] = useState<{ organisationId: string; department: OrganisationDepartment | null } | null>(null);
  const [membersOf, setMembersOf] = useState<string | null>(null);
  const shownMembers = organisations.data?.find((organisation) => organisation.id === membersOf) ?? null;

  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => setEditing({ organisation: null })}>
          {t('add')}
        </Button>
      </Space>
      <Table<Organisation>
        rowKey="id"
        loading={organisations.isLoading}
        dataSource={organisations.data ?? []}
        pagination={false}
        locale={{ emptyText: t('noOrganisations') }}
        data-testid="organisations"
        scroll={{ x: true }}
        columns={[
          {
            key: 'name',
            title: t('name'),
            render: (_value, organisation) => (
              <>
                <Typography.Text strong>{organisation.name}</Typography.Text> <Tag>{t(`kinds.${organisation.kind}`)}</Tag>
              </>
            ),
          },
          {
            key: 'departments',
            title: t('departments'),
            render: (_value, organisation) => (
              <Space size={4} wrap>
                {organisation.departments.map((item) => (
                  <Button key={item.id} size="small" type="dashed" onClick={() => setDepartment({ organisationId: organisation.id, department: item })}>
                    {item.departName}
                    {item.costCentre ? ` (${item.costCentre})` : ''} · {t('memberCount', { count: item.memberCount })}
                  </Button>
                ))}
              </Space>
            ),
          },
          { key: 'members', title: t('members'), render: (_value, organisation) => t('memberCount', { count: organisation.memberCount }) },
          { key: 'visibility', title: t('orderVisibility'), render: (_value, organisation) => t(`visibilities.${organisation.orderVisibility}`) },
          {
            key: 'actions',
            title: t('actions'),
            render: (_value, organisation) => (
              <Space wrap>
                <Button size="small" onClick={() => setEditing({ organisation })}>
                  {t('edit')}
                </Button>
                <Button size="small" onClick={() => setDepartment({ organisationId: organisation.id, department: null })}>
                  {t('addDepartment')}
                </Button>
                <Button size="small" onClick={() => setMembersOf(organisation.id)}>
                  {t('members')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <OrganisationModal open={editing !== null} organisation={editing?.organisation ?? null} onClose={() => setEditing(null)} />
      <DepartmentModal organisationId={department?.organisationId ?? null} department={department?.department ?? null} onClose={() => setDepartment(null)} />
      <OrganisationMembers organisation={shownMembers} onClose={() => setMembersOf(null)} />
    </>
  );
}
