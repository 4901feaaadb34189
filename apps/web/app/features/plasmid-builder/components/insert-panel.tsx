import {
  DESIGN_MAX_BASES,
  type Plasmid,
  type SeamlessMethod,
  type AssemblyPrimer,
  checkSequence,
  cloningSitesFor,
  restrictionClone,
  seamlessInsert,
} from '@portal/domain';
import { Alert, Button, Form, InputNumber, Radio, Select, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SequenceSourceFields } from './sequence-source-fields';

type Method = 'restriction' | SeamlessMethod;
type Values = { name: string; sequence: string; method: Method; left?: string; right?: string; position?: number };

/**
 * Putting a sequence into the design: pasted or read from a file, cloned between two unique sites (the ends
 * checked for compatibility) or joined seamlessly at a position, with the primers that make the overlaps.
 */
export function InsertPanel({ plasmid, onInsert }: { plasmid: Plasmid; onInsert: (next: Plasmid) => void }) {
  const { t } = useTranslation(['plasmid-builder', 'sequences']);
  const [form] = Form.useForm<Values>();
  const method = Form.useWatch('method', form) ?? 'restriction';
  const [problem, setProblem] = useState<string | null>(null);
  const [primers, setPrimers] = useState<AssemblyPrimer[]>([]);
  const sites = useMemo(() => cloningSitesFor(plasmid), [plasmid]);
  const siteOptions = sites.map(({ enzyme, site }) => ({ value: enzyme.name, label: enzyme.name, cut: site.topStrandCut }));
  const siteOption = (option: { data: { label: string; cut: number } }) => (
    <span>
      {option.data.label} <span style={{ opacity: 0.6 }}>{t('insert.cutAt', { position: option.data.cut })}</span>
    </span>
  );

  const insert = (values: Values) => {
    setPrimers([]);
    const checked = checkSequence(values.sequence ?? '', { alphabet: 'dnaDegenerate', min: 1, max: DESIGN_MAX_BASES });
    const [issue] = checked.issues;
    if (issue) {
      form.setFields([{ name: 'sequence', errors: [t(`sequences:${issue.code}`, issue)] }]);
      return;
    }
    const fragment = { name: values.name.trim(), sequence: checked.sequence };
    if (values.method === 'restriction') {
      const cloned = restrictionClone({ vector: plasmid, insert: fragment, enzymes: [values.left ?? '', values.right ?? values.left ?? ''] });
      if (!cloned.ok) {
        const { problem: refusal } = cloned;
        setProblem(t(`cloning.${refusal.code}`, refusal.code === 'incompatibleEnds' ? { ...refusal, side: t(`cloning.sides.${refusal.side}`) } : refusal));
        return;
      }
      setProblem(null);
      onInsert(cloned.plasmid);
      return;
    }
    const joined = seamlessInsert({ vector: plasmid, insert: fragment, at: values.position ?? 0, method: values.method });
    setProblem(null);
    setPrimers(joined.primers);
    onInsert(joined.plasmid);
  };

  return (
    <Form form={form} name="insert" layout="vertical" onFinish={insert} initialValues={{ method: 'restriction', position: 0 }} data-testid="insert-panel">
      <SequenceSourceFields
        nameLabel={t('insert.name')}
        nameRequired={t('insert.nameRequired')}
        sequenceLabel={t('insert.sequence')}
        rows={4}
        onProblem={setProblem}
      />
      <Form.Item name="method" label={t('insert.method')} style={{ marginTop: 16 }}>
        <Radio.Group options={(['restriction', 'gibson', 'infusion'] as const).map((value) => ({ value, label: t(`insert.methods.${value}`) }))} />
      </Form.Item>
      {method === 'restriction' ? (
        <Space wrap>
          <Form.Item name="left" label={t('insert.leftEnzyme')} rules={[{ required: true, message: t('insert.enzymeRequired') }]}>
            <Select showSearch optionFilterProp="label" options={siteOptions} optionRender={siteOption} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="right" label={t('insert.rightEnzyme')}>
            <Select
              showSearch
              allowClear
              optionFilterProp="label"
              options={siteOptions}
              optionRender={siteOption}
              style={{ width: 180 }}
              placeholder={t('insert.sameEnzyme')}
            />
          </Form.Item>
        </Space>
      ) : (
        <Form.Item name="position" label={t('insert.position', { length: plasmid.sequence.length })} rules={[{ required: true }]}>
          <InputNumber min={0} max={plasmid.sequence.length} precision={0} style={{ width: 180 }} />
        </Form.Item>
      )}
      {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} data-testid="insert-problem" /> : null}
      <Button type="primary" htmlType="submit" data-testid="insert-submit">
        {t('insert.submit')}
      </Button>
      {primers.length > 0 ? (
        <Table
          style={{ marginTop: 16 }}
          size="small"
          pagination={false}
          rowKey="name"
          dataSource={primers}
          data-testid="assembly-primers"
          columns={[
            { title: t('primers.name'), dataIndex: 'name' },
            { title: t('primers.sequence'), dataIndex: 'sequence', render: (value: string) => <code>{value}</code> },
            { title: t('primers.length'), dataIndex: 'length' },
            { title: t('primers.gc'), dataIndex: 'gcPercent', render: (value: number) => `${value.toFixed(1)} %` },
            { title: t('primers.tm'), dataIndex: 'tm', render: (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} °C`) },
          ]}
        />
      ) : null}
    </Form>
  );
}
