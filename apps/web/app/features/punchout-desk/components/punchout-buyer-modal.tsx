import { PRICE_GROUPS, type PriceGroup, type PunchoutBuyer, type PunchoutBuyerInput, punchoutBuyerInputSchema } from '@portal/domain';
import { Col, Form, Input, Radio, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { schemaMaxLength, useSchemaFields } from '../../../lib/schema-fields';
import { useSavePunchoutBuyer } from '../api/punchout-desk-api';
import { PunchoutIdentityFields } from './punchout-identity-fields';
import { PunchoutLineMappings } from './punchout-line-mappings';

/** The buyer as the form holds it: a new buyer's price group is left for staff to choose, as the schema asks. */
type BuyerValues = Omit<PunchoutBuyerInput, 'priceGroup'> & { priceGroup?: PriceGroup };

const NEW_BUYER: BuyerValues = {
  name: '',
  protocol: 'cxml',
  fromDomain: '',
  fromIdentity: '',
  senderDomain: '',
  senderIdentity: '',
  supplierDomain: '',
  supplierIdentity: '',
  ociUsername: '',
  defaultUom: 'EA',
  defaultUnspsc: '',
  lineMappings: [],
  enabled: true,
};

function valuesOf(buyer: PunchoutBuyer): BuyerValues {
  const { id: _id, secretHint: _hint, sessions: _sessions, orders: _orders, createdAt: _created, ...input } = buyer;
  return input;
}

/** Registers a buyer (`buyer` null) or changes one; a new buyer's shared secret is handed to `onSecret`. */
export function PunchoutBuyerModal({
  open,
  buyer,
  onClose,
  onSecret,
}: {
  open: boolean;
  buyer: PunchoutBuyer | null;
  onClose: () => void;
  onSecret: (secret: string) => void;
}) {
  const { t } = useTranslation(['punchout', 'catalog-desk']);
  const save = useSavePunchoutBuyer();
  const field = useSchemaFields(punchoutBuyerInputSchema);
  const name = field('name');

  return (
    <FormModal<BuyerValues>
      open={open}
      title={buyer ? t('form.editTitle') : t('form.addTitle')}
      okText={t('save')}
      initialValues={buyer ? valuesOf(buyer) : NEW_BUYER}
      onSubmit={async (values) => {
        // Every field has passed its rule: the schema gives the body as the server will read it (trimmed, defaults filled).
        const input = punchoutBuyerInputSchema.parse(values);
        const saved = await save.mutateAsync({ id: buyer?.id ?? null, input });
        if (saved.secret) onSecret(saved.secret);
      }}
      onClose={onClose}
      saved={t('saved')}
      failed={t('saveFailed')}
      pending={save.isPending}
      testId="punchout-buyer-modal"
    >
      <>
        <Form.Item
          name="name"
          label={t('form.name')}
          validateFirst
          required
          rules={[{ required: true, whitespace: true, message: t('form.nameRequired') }, ...name.rules]}
        >
          <Input maxLength={schemaMaxLength(punchoutBuyerInputSchema, 'name')} />
        </Form.Item>
        <Form.Item name="protocol" label={t('form.protocol')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'cxml', label: t('protocol.cxml') },
              { value: 'oci', label: t('protocol.oci') },
            ]}
          />
        </Form.Item>
        <PunchoutIdentityFields />
        <Form.Item
          name="priceGroup"
          label={t('form.priceGroup')}
          extra={t('form.priceGroupHint')}
          rules={[{ required: true, message: t('form.priceGroupRequired') }]}
        >
          <Select options={PRICE_GROUPS.map((group) => ({ value: group, label: t(`catalog-desk:priceGroup.${group}`) }))} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={10}>
            <Form.Item name="defaultUom" label={t('form.defaultUom')} extra={t('form.defaultUomHint')} {...field('defaultUom')}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={14}>
            <Form.Item name="defaultUnspsc" label={t('form.defaultUnspsc')} extra={t('form.defaultUnspscHint')} {...field('defaultUnspsc')}>
              <Input inputMode="numeric" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('form.lineMappings')} extra={t('form.lineMappingsHint')}>
          <PunchoutLineMappings />
        </Form.Item>
        <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </>
    </FormModal>
  );
}
