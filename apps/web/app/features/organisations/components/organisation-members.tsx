import { ORGANISATION_ROLES, type Organisation, type OrganisationMember, type OrganisationRole } from '@portal/domain';
import { App, Button, Checkbox, Drawer, Form, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-client';
import { useOrganisationMembers, useRemoveMember, useSaveMember } from '../api/organisations-api';

type Values = { login: string; role: OrganisationRole; departmentIds: string[] };

/** An organisation's members: added or changed by username, e-mail or mobile, with their role and departments. */
export function OrganisationMembers({ organisation, onClose }: { organisation: Organisation | null; onClose: () => void }) {
  const { t } = useTranslation('organisations');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const members = useOrganisationMembers(organisation?.id ?? null);
  const save = useSaveMember();
  const remove = useRemoveMember();
  const departments = organisation?.departments ?? [];
  const departmentName = (id: string) => departments.find((department) => department.id === id)?.departName ?? id;

  const submit = async (values: Values) => {
    if (!organisation) return;
    try {
      await save.mutateAsync({ organisationId: organisation.id, input: values });
      void message.success(t('memberSaved'));
      form.resetFields();
    } catch (error) {
      void message.error(serverMessage(error) ?? t('saveFailed'));
    }
  };
  const drop = async (member: OrganisationMember) => {
    if (!organisation) return;
    try {
      await remove.mutateAsync({ organisationId: organisation.id, customerId: member.customerId });
      void message.success(t('memberRemoved'));
    } catch (error) {
      void message.error(serverMessage(error) ?? t('saveFailed'));
    }
  };

  return (
    <Drawer
      open={organisation !== null}
      onClose={onClose}
      title={organisation ? t('membersTitle', { name: organisation.name }) : undefined}
      size={720}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ login: '', role: 'member', departmentIds: [] }}
        onFinish={(values) => void submit(values)}
        data-testid="member-form"
      >
        <Form.Item
          name="login"
          label={t('memberLogin')}
          extra={t('memberLoginHint')}
          rules={[{ required: true, whitespace: true, message: t('memberLoginRequired') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="role" label={t('role')}>
          <Select options={ORGANISATION_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))} />
        </Form.Item>
        <Form.Item name="departmentIds" label={t('departments')}>
          <Checkbox.Group options={departments.map((department) => ({ value: department.id, label: department.departName }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('saveMember')}
        </Button>
      </Form>
      <Table<OrganisationMember>
        style={{ marginTop: 24 }}
        rowKey="customerId"
        loading={members.isLoading}
        dataSource={members.data ?? []}
        pagination={false}
        locale={{ emptyText: t('noMembers') }}
        data-testid="organisation-members"
        columns={[
          { key: 'username', title: t('account'), render: (_value, member) => [member.username, member.realname, member.email].filter(Boolean).join(' · ') },
          {
            key: 'role',
            title: t('role'),
            render: (_value, member) => <Tag color={member.role === 'admin' ? 'gold' : 'default'}>{t(`roles.${member.role}`)}</Tag>,
          },
          {
            key: 'departments',
            title: t('departments'),
            render: (_value, member) => member.departmentIds.map((id) => <Tag key={id}>{departmentName(id)}</Tag>),
          },
          {
            key: 'actions',
            title: t('actions'),
            render: (_value, member) => (
              <Space>
                <Button size="small" onClick={() => form.setFieldsValue({ login: member.username, role: member.role, departmentIds: member.departmentIds })}>
                  {t('edit')}
                </Button>
                <Popconfirm title={t('removeMemberConfirm')} onConfirm={() => void drop(member)}>
                  <Button size="small" danger>
                    {t('remove')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
