import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { type InsertFragment, SEQUENCE_FILE_TYPES, readSequenceFile } from '../api/sequence-file';

type Props = {
  nameLabel: string;
  nameRequired: string;
  sequenceLabel: string;
  rows: number;
  /** A file read: its name and sequence are already in the form's `name` and `sequence`. */
  onRead?: (fragment: InsertFragment) => void;
  /** What went wrong reading a file, in the reader's words; null once a file was read. */
  onProblem: (problem: string | null) => void;
};

/** A named DNA sequence, typed or pasted or read from a GenBank, FASTA or SnapGene file, inside the caller's form. */
export function SequenceSourceFields({ nameLabel, nameRequired, sequenceLabel, rows, onRead, onProblem }: Props) {
  const { t } = useTranslation('plasmid-builder');
  const form = Form.useFormInstance();
  const readFile = async (file: File) => {
    const read = await readSequenceFile(file);
    if ('problem' in read) return onProblem(t(`file.${read.problem}`, { name: file.name }));
    onProblem(null);
    form.setFieldsValue({ name: read.name, sequence: read.sequence });
    onRead?.(read);
  };
  return (
    <>
      <Form.Item name="name" label={nameLabel} rules={[{ required: true, whitespace: true, message: nameRequired }]}>
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="sequence" label={sequenceLabel} rules={[{ required: true, message: t('insert.sequenceRequired') }]}>
        <Input.TextArea rows={rows} spellCheck={false} style={{ fontFamily: 'monospace' }} />
      </Form.Item>
      <Upload accept={SEQUENCE_FILE_TYPES} showUploadList={false} beforeUpload={(file) => (void readFile(file), false)}>
        <Button icon={<UploadOutlined />}>{t('insert.upload')}</Button>
      </Upload>
    </>
  );
}
