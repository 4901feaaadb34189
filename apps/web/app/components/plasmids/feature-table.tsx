import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type Plasmid, type PlasmidFeature, featureLength } from '@portal/domain';
import { Button, Form, Input, InputNumber, Modal, Radio, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The GenBank keys a cloner annotates with; the list is a suggestion, any key may be typed. */
const FEATURE_TYPES = ['CDS', 'promoter', 'terminator', 'rep_origin', 'primer_bind', 'protein_bind', 'RBS', 'polyA_signal', 'misc_feature'];

/** The form counts bases from 1 with both ends included, as maps label them; the design keeps 0-based, end exclusive. */
type FeatureValues = { name: string; type: string; from: number; to: number; strand: 1 | -1 };

const toValues = (feature: PlasmidFeature, length: number): FeatureValues => ({
  name: feature.name,
  type: feature.type,
  from: feature.start + 1,
  to: feature.end === 0 ? length : feature.end,
  strand: feature.strand,
});

/** A feature from the form: a `to` before `from` on a circle runs through the origin (its end then falls before its start). */
function fromValues(values: FeatureValues): PlasmidFeature {
  return { name: values.name.trim(), type: values.type.trim(), start: values.from - 1, end: values.to, strand: values.strand };
}

/**
 * The design's features: listed with their positions, added, edited and removed (each change one undoable edit);
 * without `onChange` the list only shows them.
 */
export function FeatureTable({ plasmid, onChange }: { plasmid: Plasmid; onChange?: (next: Plasmid) => void }) {
  const { t } = useTranslation('plasmid-builder');
  const [form] = Form.useForm<FeatureValues>();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const length = plasmid.sequence.length;

  const open = (index: number | 'new') => {
    const feature = index === 'new' ? null : plasmid.features[index];
    form.setFieldsValue(feature ? toValues(feature, length) : { name: '', type: 'misc_feature', from: 1, to: Math.min(length, 100), strand: 1 });
    setEditing(index);
  };
  const save = (values: FeatureValues) => {
    if (values.to < values.from && !plasmid.circular) {
      form.setFields([{ name: 'to', errors: [t('features.beforeStart')] }]);
      return;
    }
    const feature = fromValues(values);
    const features = editing === 'new' ? [...plasmid.features, feature] : plasmid.features.map((old, index) => (index === editing ? feature : old));
    onChange?.({ ...plasmid, features });
    setEditing(null);
  };
  const remove = (index: number) => onChange?.({ ...plasmid, features: plasmid.features.filter((_, at) => at !== index) });
  const actions = {
    title: t('features.actions'),
    render: (_: unknown, feature: PlasmidFeature & { index: number }) => (
      <Space>
        <Button size="small" icon={<EditOutlined />} aria-label={t('features.edit', { name: feature.name })} onClick={() => open(feature.index)} />
        <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('features.remove', { name: feature.name })} onClick={() => remove(feature.index)} />
      </Space>
    ),
  };

  return (
    <>
      <Table
        size="small"
        rowKey={(_, index) => String(index)}
        dataSource={plasmid.features.map((feature, index) => ({ ...feature, index }))}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        data-testid="feature-table"
        columns={[
          { title: t('features.name'), dataIndex: 'name' },
          { title: t('features.type'), dataIndex: 'type' },
          { title: t('features.from'), render: (_, feature) => feature.start + 1 },
          { title: t('features.to'), render: (_, feature) => (feature.end === 0 ? length : feature.end) },
          { title: t('features.strand'), dataIndex: 'strand', render: (strand: number) => (strand === 1 ? '→' : '←') },
          { title: t('features.length'), render: (_, feature) => featureLength(feature, length) },
          ...(onChange ? [actions] : []),
        ]}
      />
      {onChange ? (
        <Button icon={<PlusOutlined />} onClick={() => open('new')} style={{ marginTop: 8 }}>
          {t('features.add')}
        </Button>
      ) : null}
      <Modal
        open={editing !== null}
        title={t(editing === 'new' ? 'features.add' : 'features.editTitle')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form form={form} name="feature" layout="vertical" onFinish={save} data-testid="feature-form">
          <Form.Item name="name" label={t('features.name')} rules={[{ required: true, whitespace: true, message: t('features.nameRequired') }, { max: 120 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="type" label={t('features.type')} rules={[{ required: true, message: t('features.typeRequired') }]}>
            <Select showSearch options={FEATURE_TYPES.map((value) => ({ value, label: value }))} />
          </Form.Item>
          <Space>
            <Form.Item name="from" label={t('features.from')} rules={[{ required: true, message: t('features.positionRequired', { length }) }]}>
              <InputNumber min={1} max={length} precision={0} />
            </Form.Item>
            <Form.Item name="to" label={t('features.to')} rules={[{ required: true, message: t('features.positionRequired', { length }) }]}>
              <InputNumber min={1} max={length} precision={0} />
            </Form.Item>
          </Space>
          <Form.Item name="strand" label={t('features.strand')}>
            <Radio.Group
              options={[
                { value: 1, label: t('features.forward') },
                { value: -1, label: t('features.reverse') },
              ]}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
