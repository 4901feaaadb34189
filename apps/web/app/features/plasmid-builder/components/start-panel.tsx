import { DESIGN_MAX_BASES, type Plasmid, checkSequence } from '@portal/domain';
import { Alert, Button, Card, Form, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InsertFragment } from '../api/sequence-file';
import { SequenceSourceFields } from './sequence-source-fields';

type Values = { name: string; sequence: string; circular: boolean };

/** A design begun without a backbone: a sequence pasted or read from a file (its features kept), or a backbone chosen from the list. */
export function StartPanel({ onStart }: { onStart: (plasmid: Plasmid) => void }) {
  const { t } = useTranslation(['plasmid-builder', 'sequences']);
  const [form] = Form.useForm<Values>();
  const [features, setFeatures] = useState<InsertFragment['features']>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const start = (values: Values) => {
    const checked = checkSequence(values.sequence, { alphabet: 'dnaDegenerate', min: 10, max: DESIGN_MAX_BASES });
    const [issue] = checked.issues;
    if (issue) return form.setFields([{ name: 'sequence', errors: [t(`sequences:${issue.code}`, issue)] }]);
    onStart({ name: values.name.trim(), sequence: checked.sequence, circular: values.circular, features });
  };

  return (
    <Card title={t('start.title')} data-testid="start-panel">
      <p>
        {t('start.fromBackbone')} <Link to="/designList">{t('start.chooseBackbone')}</Link>
      </p>
      <Form form={form} name="start" layout="vertical" onFinish={start} initialValues={{ circular: true }}>
        <SequenceSourceFields
          nameLabel={t('design.name')}
          nameRequired={t('design.nameRequired')}
          sequenceLabel={t('start.sequence')}
          rows={6}
          onRead={(fragment) => setFeatures(fragment.features)}
          onProblem={setProblem}
        />
        <Form.Item name="circular" label={t('start.circular')} valuePropName="checked" style={{ marginTop: 16 }}>
          <Switch />
        </Form.Item>
        {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} /> : null}
        <Button type="primary" htmlType="submit">
          {t('start.submit')}
        </Button>
      </Form>
    </Card>
  );
}
