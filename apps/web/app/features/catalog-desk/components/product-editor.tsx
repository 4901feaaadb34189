import { PRODUCT_LINES, STAFF_MAX_APPLICATIONS, catalogueLine, staffProductInputSchema } from '@portal/domain';
import { Alert, App, Button, Card, Col, Flex, Form, Input, Result, Row, Select, Skeleton, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { schemaMaxLength, useSchemaFields } from '../../../lib/schema-fields';
import { serverMessage } from '../../../lib/api-client';
import { useSaveProduct, useStaffProduct } from '../api/catalog-desk-api';
import { NEW_PRODUCT, type ProductValues, productInput, productValues } from '../api/product-form-values';
import { LocalizedFields } from './localized-fields';
import { PackPrices } from './pack-prices';
import { ProductDocuments } from './product-documents';
import { EDIT_PATH } from './product-list';
import { SpecRows } from './spec-rows';

const ATTRIBUTES = ['target', 'geneSymbol', 'clone', 'isotype', 'reactivity', 'host', 'format'] as const;

/**
 * Edits one product (or makes a new one when `catalogNo` is empty); what was typed stays when the server refuses.
 * A saved product's documents are edited below its form, each change on its own.
 */
export function ProductEditor({ catalogNo }: { catalogNo: string }) {
  const { t } = useTranslation(['catalog-desk', 'catalog', 'errors']);
  const loaded = useStaffProduct(catalogNo);
  if (catalogNo === '') return <ProductForm initialValues={NEW_PRODUCT} />;
  if (loaded.isPending) return <Skeleton active />;
  if (loaded.isError) return <Result status="warning" title={serverMessage(loaded.error) ?? t('failed')} />;
  // Keyed by the stored version, so a save that changed the product opens the form on what the server now holds.
  return (
    <Flex vertical gap={16}>
      <ProductForm key={loaded.data.updatedAt} initialValues={productValues(loaded.data)} />
      <ProductDocuments productId={loaded.data.id} />
    </Flex>
  );
}

function ProductForm({ initialValues }: { initialValues: ProductValues }) {
  const { t } = useTranslation(['catalog-desk', 'catalog', 'errors']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ProductValues>();
  const field = useSchemaFields(staffProductInputSchema);
  const save = useSaveProduct();
  const line = Form.useWatch('line', form) ?? initialValues.line;
  const isNew = !initialValues.id;

  const submit = (values: ProductValues) =>
    save.mutate(productInput(values), {
      onSuccess: (product) => {
        void message.success(t('editor.saved', { catalogNo: product.catalogNo }));
        if (product.catalogNo !== initialValues.catalogNo) void navigate(`${EDIT_PATH}?catalogNo=${encodeURIComponent(product.catalogNo)}`, { replace: true });
      },
    });

  return (
    <Form<ProductValues>
      form={form}
      name="product"
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      onValuesChange={(changed: Partial<ProductValues>) => {
        if (changed.line) form.setFieldValue('categorySec', '');
      }}
    >
      <Form.Item name="id" hidden>
        <Input />
      </Form.Item>
      <Flex vertical gap={16}>
        <Card size="small" title={t('editor.product')}>
          <Row gutter={16}>
            <Col xs={24} md={6}>
              <Form.Item name="catalogNo" label={t('catalog:catalogNo')} {...field('catalogNo')} extra={t('editor.catalogNoHint')}>
                <Input autoFocus={isNew} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="line" label={t('list.line')}>
                <Select options={PRODUCT_LINES.map((value) => ({ value, label: t(`catalog:line.${value}.title`) }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="categorySec" label={t('editor.category')}>
                <Select
                  options={[{ value: '', label: t('editor.firstCategory') }, ...catalogueLine(line).categorySec.map((value) => ({ value, label: value }))]}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="published" label={t('list.published')} valuePropName="checked" extra={t('editor.publishedHint')}>
                <Switch />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card size="small" title={t('editor.texts')}>
          <LocalizedFields
            schema={staffProductInputSchema}
            fields={[
              { name: 'name', label: t('editor.name') },
              { name: 'description', label: t('editor.description'), kind: 'text' },
            ]}
          />
        </Card>
        <Card size="small" title={t('editor.attributes')}>
          <Row gutter={16}>
            {ATTRIBUTES.map((name) => (
              <Col key={name} xs={24} md={8}>
                <Form.Item name={name} label={t(`editor.attribute.${name}`)} {...field(name)}>
                  <Input maxLength={schemaMaxLength(staffProductInputSchema, name)} />
                </Form.Item>
              </Col>
            ))}
            <Col xs={24} md={16}>
              <Form.Item
                name="applications"
                label={t('editor.applications')}
                extra={t('editor.applicationsHint')}
                rules={[{ type: 'array', max: STAFF_MAX_APPLICATIONS, message: t('editor.tooManyApplications', { maximum: STAFF_MAX_APPLICATIONS }) }]}
              >
                <Select mode="tags" tokenSeparators={[',']} open={false} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card size="small" title={t('catalog:specifications')}>
          <SpecRows />
        </Card>
        <Card size="small" title={t('editor.packs')}>
          <PackPrices />
        </Card>
        {save.error ? <Alert type="error" showIcon title={serverMessage(save.error) ?? t('failed')} /> : null}
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('editor.save')}
          </Button>
          <Button onClick={() => navigate('/staff/products')}>{t('editor.backToList')}</Button>
          {initialValues.id && initialValues.published ? (
            <Typography.Link href={`/product/detail?catalogNo=${encodeURIComponent(initialValues.catalogNo)}`} target="_blank">
              {t('editor.viewPublic')}
            </Typography.Link>
          ) : null}
        </Flex>
      </Flex>
    </Form>
  );
}
