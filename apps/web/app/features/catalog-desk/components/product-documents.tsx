import {
  PRODUCT_DOCUMENT_KINDS,
  type ProductDocumentKind,
  type StaffDocument,
  type StaffDocumentInput,
  UPLOAD_MAX_BYTES,
  staffDocumentInputSchema,
} from '@portal/domain';
import { Alert, App, Button, Card, Col, Flex, Form, Input, Modal, Popconfirm, Row, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaMaxLength, useSchemaFields } from '../../../lib/schema-fields';
import { serverMessage } from '../../../lib/api-client';
import { useDocumentWrite, useProductDocuments } from '../api/catalog-desk-api';
import { useDeskText } from '../hooks/use-desk-text';
import { LocalizedFields } from './localized-fields';
import { PdfUpload } from './pdf-upload';

type AddValues = Omit<StaffDocumentInput, 'productId' | 'filePath'> & { filePath: string | null };

const EMPTY_TITLE = { en: '', zh: '', es: '', ja: '' };

/**
 * A product's documents: each downloads as its uploaded PDF or, without one, as the PDF generated from the record.
 * Staff add one (a certificate of analysis per lot), replace its file or delete it.
 */
export function ProductDocuments({ productId }: { productId: string }) {
  const { t } = useTranslation(['catalog-desk', 'catalog']);
  const { pick } = useDeskText();
  const { message } = App.useApp();
  const documents = useProductDocuments(productId);
  const remove = useDocumentWrite(productId, 'delete');
  const [replacing, setReplacing] = useState<StaffDocument | null>(null);

  const kindLabel = (kind: ProductDocumentKind) => t(`catalog:document.${kind}`);
  const confirmDelete = (document: StaffDocument) =>
    remove.mutateAsync({ id: document.id }).then(
      () => void message.success(t('documents.deleted')),
      (error: unknown) => void message.error(serverMessage(error) ?? t('failed')),
    );

  return (
    <Card size="small" title={t('catalog:documents')} data-testid="product-documents-editor">
      <Flex vertical gap={16}>
        {documents.isError ? <Alert type="error" showIcon title={serverMessage(documents.error) ?? t('failed')} /> : null}
        <Table<StaffDocument>
          size="small"
          rowKey="id"
          loading={documents.isPending}
          dataSource={documents.data ?? []}
          pagination={false}
          locale={{ emptyText: t('catalog:noDocuments') }}
          columns={[
            { key: 'kind', title: t('documents.kind'), render: (_, document) => kindLabel(document.kind) },
            { key: 'lotNo', title: t('documents.lotNo'), dataIndex: 'lotNo' },
            { key: 'title', title: t('documents.title'), render: (_, document) => pick(document.title) },
            {
              key: 'file',
              title: t('documents.file'),
              render: (_, document) => document.fileName ?? <Typography.Text type="secondary">{t('documents.generated')}</Typography.Text>,
            },
            {
              key: 'actions',
              title: t('list.actions'),
              render: (_, document) => (
                <Flex gap={8} wrap>
                  <Typography.Link href={document.url} target="_blank">
                    {t('documents.download')}
                  </Typography.Link>
                  <Typography.Link onClick={() => setReplacing(document)}>{t('documents.replace')}</Typography.Link>
                  <Popconfirm
                    title={t('documents.deleteConfirm')}
                    okText={t('content.delete')}
                    cancelText={t('content.cancel')}
                    onConfirm={() => confirmDelete(document)}
                  >
                    <Typography.Link type="danger">{t('content.delete')}</Typography.Link>
                  </Popconfirm>
                </Flex>
              ),
            },
          ]}
        />
        <AddDocumentForm productId={productId} />
      </Flex>
      <ReplaceFileDialog productId={productId} document={replacing} kindLabel={kindLabel} onClose={() => setReplacing(null)} />
    </Card>
  );
}

function AddDocumentForm({ productId }: { productId: string }) {
  const { t } = useTranslation(['catalog-desk', 'catalog', 'errors']);
  const lotNo = useSchemaFields(staffDocumentInputSchema)('lotNo');
  const { message } = App.useApp();
  const [form] = Form.useForm<AddValues>();
  const add = useDocumentWrite(productId, 'add');
  // A new key after each addition empties the file list as the reset empties the fields.
  const [round, setRound] = useState(0);
  const kind = Form.useWatch('kind', form) ?? 'coa';

  const submit = ({ filePath, ...values }: AddValues) => {
    if (!filePath) return;
    add.mutate(
      { ...values, productId, filePath },
      {
        onSuccess: () => {
          void message.success(t('documents.added'));
          add.reset();
          form.resetFields();
          setRound((value) => value + 1);
        },
      },
    );
  };

  return (
    <Form<AddValues>
      form={form}
      name="product-document"
      layout="vertical"
      initialValues={{ kind: 'coa', lotNo: '', title: EMPTY_TITLE, filePath: null }}
      onFinish={submit}
    >
      <Typography.Title level={5}>{t('documents.add')}</Typography.Title>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="kind" label={t('documents.kind')}>
            <Select options={PRODUCT_DOCUMENT_KINDS.map((value) => ({ value, label: t(`catalog:document.${value}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="lotNo"
            label={t('documents.lotNo')}
            extra={kind === 'coa' ? undefined : t('documents.lotOptional')}
            // A lot number is required for a certificate of analysis only: a rule across fields, which the schema keeps too.
            rules={[{ required: kind === 'coa', whitespace: true, message: t('errors:catalogDocumentLotRequired') }, ...lotNo.rules]}
          >
            <Input maxLength={schemaMaxLength(staffDocumentInputSchema, 'lotNo')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="filePath"
            label={t('documents.file')}
            extra={t('documents.pdfHint', { maximum: UPLOAD_MAX_BYTES / 1024 / 1024 })}
            rules={[{ required: true, message: t('documents.fileRequired') }]}
          >
            <PdfUpload key={round} />
          </Form.Item>
        </Col>
      </Row>
      <LocalizedFields schema={staffDocumentInputSchema} fields={[{ name: 'title', label: t('documents.title') }]} />
      {add.error ? <Alert type="error" showIcon title={serverMessage(add.error) ?? t('failed')} style={{ marginBottom: 12 }} /> : null}
      <Button htmlType="submit" loading={add.isPending}>
        {t('documents.addButton')}
      </Button>
    </Form>
  );
}

type ReplaceProps = { productId: string; document: StaffDocument | null; kindLabel: (kind: ProductDocumentKind) => string; onClose: () => void };

function ReplaceFileDialog({ productId, document, kindLabel, onClose }: ReplaceProps) {
  const { t } = useTranslation('catalog-desk');
  const { message } = App.useApp();
  const [filePath, setFilePath] = useState<string | null>(null);
  const replace = useDocumentWrite(productId, 'replace');

  const close = () => {
    setFilePath(null);
    replace.reset();
    onClose();
  };
  const confirm = () => {
    if (!document || !filePath) return;
    replace.mutate(
      { id: document.id, filePath },
      {
        onSuccess: () => {
          void message.success(t('documents.replaced'));
          close();
        },
      },
    );
  };

  return (
    <Modal
      open={document !== null}
      title={document ? t('documents.replaceTitle', { document: [kindLabel(document.kind), document.lotNo].filter(Boolean).join(' · ') }) : ''}
      okText={t('documents.replace')}
      cancelText={t('content.cancel')}
      okButtonProps={{ disabled: !filePath, loading: replace.isPending }}
      onOk={confirm}
      onCancel={close}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <PdfUpload onChange={setFilePath} />
        {replace.error ? <Alert type="error" showIcon title={serverMessage(replace.error) ?? t('failed')} /> : null}
      </Flex>
    </Modal>
  );
}
