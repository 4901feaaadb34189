import { type Department, departmentEndpoints } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { App, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/browser-api';
import { keepDepartment } from '../../../lib/browser-session';

export const DEPARTMENT_DIALOG_WIDTH = 450;

/** Spec section 2: choose the department to work in (450 px); a choice is required. */
export function DepartmentModal(props: {
  open: boolean;
  username: string;
  departs: Department[];
  current?: string;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('account');
  const api = useApi();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ orgCode: string }>();
  const select = useMutation({
    mutationFn: ({ orgCode }: { orgCode: string }) => api.call(departmentEndpoints.choose, { body: { orgCode, username: props.username } }),
    onSuccess: (_reply, { orgCode }) => {
      keepDepartment(orgCode);
      void message.success(t('departmentChosen'));
      props.onDone();
    },
  });
  return (
    <Modal
      open={props.open}
      width={DEPARTMENT_DIALOG_WIDTH}
      title={t('chooseDepartment')}
      okText={t('save')}
      cancelText={t('cancel')}
      closable={Boolean(props.onCancel)}
      cancelButtonProps={props.onCancel ? {} : { style: { display: 'none' } }}
      mask={{ closable: false }}
      onOk={() => form.submit()}
      onCancel={props.onCancel}
      confirmLoading={select.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ orgCode: props.current || undefined }} onFinish={(values) => select.mutate(values)}>
        <Form.Item name="orgCode" label={t('department')} rules={[{ required: true, message: t('errors:departmentRequired') }]}>
          <Select options={props.departs.map((depart) => ({ value: depart.orgCode, label: depart.departName }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
