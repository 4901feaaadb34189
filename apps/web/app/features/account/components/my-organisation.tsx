import { Descriptions, Empty, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrganisationMembersPanel } from '../../../components/organisation-members-panel';
import { useMyOrganisation, useRemoveMyMember, useSaveMyMember } from '../api/my-organisation-api';

/** The account centre's organisation tab: the customer's organisation and departments; its administrators keep its members here. */
export function MyOrganisation() {
  const { t } = useTranslation('organisations');
  const mine = useMyOrganisation();
  const save = useSaveMyMember();
  const remove = useRemoveMyMember();
  if (mine.isLoading) return <Spin />;
  const organisation = mine.data?.organisation;
  if (!organisation) return <Empty description={t('noOrganisation')} />;
  return (
    <>
      <Descriptions
        column={1}
        bordered
        size="middle"
        data-testid="my-organisation"
        items={[
          { key: 'name', label: t('name'), children: `${organisation.name} (${t(`kinds.${organisation.kind}`)})` },
          { key: 'role', label: t('role'), children: mine.data?.role ? t(`roles.${mine.data.role}`) : '' },
          {
            key: 'departments',
            label: t('departments'),
            children: organisation.departments.map((department) => (
              <Tag key={department.id}>
                {department.departName}
                {department.costCentre ? ` (${department.costCentre})` : ''}
              </Tag>
            )),
          },
          { key: 'visibility', label: t('orderVisibility'), children: t(`visibilities.${organisation.orderVisibility}`) },
        ]}
      />
      {mine.data?.role === 'admin' ? (
        <>
          <Typography.Title level={4} style={{ marginTop: 24 }}>
            {t('members')}
          </Typography.Title>
          <OrganisationMembersPanel
            departments={organisation.departments}
            members={mine.data.members}
            loading={mine.isFetching}
            saving={save.isPending}
            onSave={(input) => save.mutateAsync(input)}
            onRemove={(member) => remove.mutateAsync(member.customerId)}
          />
        </>
      ) : null}
    </>
  );
}
