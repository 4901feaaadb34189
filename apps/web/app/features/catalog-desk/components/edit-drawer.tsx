import { Alert, Button, Drawer, Flex, Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-client';

type Props<Values> = {
  title: string;
  /** The record's values; null keeps the drawer closed. */
  initialValues: Values | null;
  saving: boolean;
  error: unknown;
  onSave: (values: Values) => void;
  onClose: () => void;
  children: ReactNode;
};

/**
 * One content record's form in a drawer. The server's reason stays above the buttons when it refuses, with
 * everything typed kept; the form opens afresh for each record (nothing of a closed one is preserved).
 */
export function EditDrawer<Values extends object>({ title, initialValues, saving, error, onSave, onClose, children }: Props<Values>) {
  const { t } = useTranslation('catalog-desk');
  const [form] = Form.useForm<Values>();
  return (
    <Drawer
      open={initialValues !== null}
      title={title}
      size="large"
      onClose={onClose}
      destroyOnHidden
      footer={
        <Flex vertical gap={8}>
          {error ? <Alert type="error" showIcon title={serverMessage(error) ?? t('failed')} /> : null}
          <Flex gap={8} justify="end">
            <Button onClick={onClose}>{t('content.cancel')}</Button>
            <Button type="primary" loading={saving} onClick={() => form.submit()}>
              {t('content.save')}
            </Button>
          </Flex>
        </Flex>
      }
    >
      {initialValues ? (
        <Form<Values> form={form} layout="vertical" preserve={false} initialValues={initialValues} onFinish={onSave}>
          {children}
        </Form>
      ) : null}
    </Drawer>
  );
}
