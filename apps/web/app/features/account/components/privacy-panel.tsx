import { accountCentreEndpoints, accountDeletionSchema } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../../components/password-input';
import { useApi } from '../../../lib/browser-api';
import { schemaMaxLength, useSchemaFields } from '../../../lib/schema-fields';
import { clearSession } from '../../../lib/browser-session';
import { useSessionDownload } from '../../../lib/session-download';

/** Spec notes (GDPR, PIPL): download everything held about you, or close the account. */
export function PrivacyPanel() {
  const { t } = useTranslation('account');
  const api = useApi();
  const { message } = App.useApp();
  const [closing, setClosing] = useState(false);
  const [form] = Form.useForm<{ password: string }>();
  const field = useSchemaFields(accountDeletionSchema);

  const download = useSessionDownload();
  const exportData = useMutation({ mutationFn: () => download((api) => api.fetchFile(accountCentreEndpoints.exportData)) });

  const closeAccount = useMutation({
    mutationFn: (values: { password: string }) => api.call(accountCentreEndpoints.deleteAccount, { body: values }),
    onSuccess: async ({ message: text }) => {
      await message.success(text, 1.5);
      clearSession();
      window.location.assign('/');
    },
  });

  return (
    <Space direction="vertical" size="large">
      <div>
        <Typography.Title level={4}>{t('exportData')}</Typography.Title>
        <Typography.Paragraph>{t('exportHint')}</Typography.Paragraph>
        <Button onClick={() => exportData.mutate()} loading={exportData.isPending}>
          {t('exportData')}
        </Button>
      </div>
      <div>
        <Typography.Title level={4}>{t('deleteAccount')}</Typography.Title>
        <Typography.Paragraph>{t('deleteAccountHint')}</Typography.Paragraph>
        <Button danger onClick={() => setClosing(true)}>
          {t('deleteAccount')}
        </Button>
      </div>
      <Modal
        open={closing}
        title={t('deleteAccount')}
        okText={t('deleteAccountConfirm')}
        okButtonProps={{ danger: true }}
        cancelText={t('cancel')}
        confirmLoading={closeAccount.isPending}
        onOk={() => form.submit()}
        onCancel={() => {
          form.resetFields();
          setClosing(false);
        }}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('deleteAccountHint')}</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={(values) => closeAccount.mutate(values)} requiredMark={false}>
          <Form.Item name="password" label={t('password')} {...field('password')}>
            <PasswordInput autoComplete="current-password" maxLength={schemaMaxLength(accountDeletionSchema, 'password')} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
