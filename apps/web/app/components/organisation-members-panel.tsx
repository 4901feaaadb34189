import { type MemberInput, ORGANISATION_ROLES, type OrganisationDepartment, type OrganisationMember, type OrganisationRole } from '@portal/domain';
import { App, Button, Checkbox, Form, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../lib/api-client';

type Values = { login: string; role: OrganisationRole; departmentIds: string[] };

/**
 * An organisation's members with their role and departments, added or changed by username, e-mail or mobile and
 * removed after asking: the staff screen and the organisation's own administrators share it.
 */
export function OrganisationMembersPanel(props: {
  departments: OrganisationDepartment[];
  members: OrganisationMember[];
  loading: boolean;
  saving: boolean;
  onSave: (input: MemberInput) => Promise<unknown>;
  onRemove: (member: OrganisationMember) => Promise<unknown>;
}) {
  const { t } = useTranslation('organisations');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const departmentName = (id: string) => props.departments.find((department) => department.id === id)?.departName ?? id;

  const act = async (work: () => Promise<unknown>, done: string, after?: () => void) => {
    try {
      await work();
      void message.success(done);
      after?.();
    } catch (error) {
      void message.error(serverMessage(error) ?? t('saveFailed'));
    }
  };

  return (
    <>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ login: '', role: 'member', departmentIds: [] }}
        onFinish={(values) =>
          void act(
            () => props.onSave(values),
            t('memberSaved'),
            () => form.resetFields(),
          )
        }
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
          <Checkbox.Group options={props.departments.map((department) => ({ value: department.id, label: department.departName }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={props.saving}>
          {t('saveMember')}
        </Button>
      </Form>
      <Table<OrganisationMember>
        style={{ marginTop: 24 }}
        rowKey="customerId"
        loading={props.loading}
        dataSource={props.members}
        pagination={false}
        locale={{ emptyText: t('noMembers') }}
        data-testid="organisation-members"
        scroll={{ x: true }}
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
                <Popconfirm title={t('removeMemberConfirm')} onConfirm={() => void act(() => props.onRemove(member), t('memberRemoved'))}>
                  <Button size="small" danger>
                    {t('remove')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
