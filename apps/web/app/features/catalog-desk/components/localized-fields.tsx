import { LANGUAGES, type Language } from '@portal/domain';
import { Form, Input, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownEditor } from '../../../components/markdown-editor/markdown-editor';

export type LocalizedField = {
  /** The form field holding a `LocalizedText`. */
  name: string;
  label: string;
  max: number;
  /** Only English is required: the pages fall back to it for a language not written yet. */
  required?: boolean;
  kind?: 'line' | 'text' | 'markdown';
};

function editorOf(kind: LocalizedField['kind']): ReactNode {
  if (kind === 'markdown') return <MarkdownEditor />;
  if (kind === 'text') return <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} />;
  return <Input />;
}

/**
 * Texts in the four languages, one tab per language with English open first. Every tab stays mounted, so a
 * required English text is checked whichever tab is showing.
 */
export function LocalizedFields({ fields }: { fields: LocalizedField[] }) {
  const { t } = useTranslation(['catalog-desk', 'common', 'errors']);
  const languageName = (language: Language) => t(`common:languageName.${language}`);
  return (
    <Tabs
      defaultActiveKey="en"
      items={LANGUAGES.map((language) => ({
        key: language,
        label: languageName(language),
        forceRender: true,
        children: fields.map((field) => (
          <Form.Item
            key={field.name}
            name={[field.name, language]}
            label={t('localizedLabel', { field: field.label, language: languageName(language) })}
            rules={[
              ...(field.required && language === 'en' ? [{ required: true, whitespace: true, message: t('errors:englishTextRequired') }] : []),
              { max: field.max, message: t('errors:textTooLong') },
            ]}
          >
            {editorOf(field.kind)}
          </Form.Item>
        )),
      }))}
    />
  );
}
