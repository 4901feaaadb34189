import { UploadOutlined } from '@ant-design/icons';
import { CUSTOM_SERVICE_KINDS, MAX_SERVICE_ATTACHMENTS, type ServiceRequest, type ServiceRequestInput, serviceRequestInputSchema } from '@portal/domain';
import { App, Button, Col, Form, Input, Row, Select, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadedPaths, useUploadHandlers } from '../../../components/upload-popup';
import { serverMessage } from '../../../lib/api-client';
import { useApi } from '../../../lib/browser-api';
import { schemaMaxLength, useSchemaFields } from '../../../lib/schema-fields';
import { contentApi } from '../api/content-api';

type Values = Omit<ServiceRequestInput, 'attachmentPaths'>;

/**
 * The custom-service request form. One Idempotency-Key per filled-in form: a retry after a lost reply or a
 * second click sends the same key, so the server keeps one request; a new key is made once one has been stored.
 */
export function ServiceRequestForm({ initial, onSubmitted }: { initial: Partial<Values>; onSubmitted: (request: ServiceRequest) => void }) {
  const { t } = useTranslation('content');
  const api = useApi();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const field = useSchemaFields(serviceRequestInputSchema);
  const maxLength = (name: keyof Values) => schemaMaxLength(serviceRequestInputSchema, name);
  const [files, setFiles] = useState<UploadFile<string>[]>([]);
  const [sending, setSending] = useState(false);
  const idempotencyKey = useRef<string | null>(null);
  const { beforeUpload, customRequest, track } = useUploadHandlers('file', 'service', setFiles);

  const submit = async (values: Values) => {
    idempotencyKey.current ??= crypto.randomUUID();
    setSending(true);
    try {
      const stored = await contentApi(api).addServiceRequest({ ...values, attachmentPaths: uploadedPaths(files) }, idempotencyKey.current);
      idempotencyKey.current = null;
      form.resetFields(['service', 'projectName', 'details', 'targetDate']);
      setFiles([]);
      onSubmitted(stored);
    } catch (error) {
      void message.error(serverMessage(error) ?? t('customServices.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={(values) => void submit(values)} data-testid="service-request-form">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="service" label={t('customServices.fields.service')} {...field('service')}>
            <Select
              placeholder={t('customServices.fields.servicePlaceholder')}
              options={CUSTOM_SERVICE_KINDS.map((kind) => ({ value: kind, label: t(`services.${kind}`) }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="projectName" label={t('customServices.fields.projectName')} {...field('projectName')}>
            <Input maxLength={maxLength('projectName')} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="details" label={t('customServices.fields.details')} {...field('details')}>
        <Input.TextArea rows={6} maxLength={maxLength('details')} showCount placeholder={t('customServices.fields.detailsPlaceholder')} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="targetDate" label={t('customServices.fields.targetDate')} {...field('targetDate')}>
            <Input type="date" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="contactName" label={t('customServices.fields.contactName')} {...field('contactName')}>
            <Input maxLength={maxLength('contactName')} autoComplete="name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="contactEmail" label={t('customServices.fields.contactEmail')} {...field('contactEmail')}>
            <Input maxLength={maxLength('contactEmail')} autoComplete="email" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="contactPhone" label={t('customServices.fields.contactPhone')} {...field('contactPhone')}>
            <Input maxLength={maxLength('contactPhone')} autoComplete="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item label={t('customServices.fields.attachments')} extra={t('customServices.fields.attachmentsHint', { count: MAX_SERVICE_ATTACHMENTS })}>
            <Upload<string>
              fileList={files}
              multiple
              maxCount={MAX_SERVICE_ATTACHMENTS}
              beforeUpload={beforeUpload}
              customRequest={customRequest}
              onChange={track}
            >
              <Button icon={<UploadOutlined aria-hidden />}>{t('customServices.fields.attach')}</Button>
            </Upload>
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" size="large" loading={sending} disabled={files.some((file) => file.status === 'uploading')}>
        {t('customServices.submit')}
      </Button>
    </Form>
  );
}
