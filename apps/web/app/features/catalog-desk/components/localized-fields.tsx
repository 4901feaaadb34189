import { LANGUAGES, type Language } from '@portal/domain';
import { Form, Input, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownEditor } from '../../../components/markdown-editor/markdown-editor';
import { type ObjectSchema, schemaField, schemaMaxLength, schemaObject, usePageTranslator } from '../../../lib/schema-fields';

export type LocalizedField = {
  /** The form field holding a `LocalizedText`; its limits, and whether English is required, come from the schema. */
  name: string;
  label: string;
  kind?: 'line' | 'text' | 'markdown';
};

/** The control of one language's text; a markdown text's limit is checked by its rule alone. */
function editorOf(kind: LocalizedField['kind'], maxLength: number | undefined): ReactNode {
  if (kind === 'markdown') return <MarkdownEditor />;
  if (kind === 'text') return <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} maxLength={maxLength} />;
  return <Input maxLength={maxLength} />;
}

/**
 * Texts in the four languages, one tab per language with English open first. Every tab stays mounted, so a
 * required English text is checked whichever tab is showing.
 */
export function LocalizedFields({ schema, fields }: { schema: ObjectSchema; fields: LocalizedField[] }) {
  const { t } = useTranslation(['catalog-desk', 'common']);
  const text = usePageTranslator();
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
            {...schemaField(schemaObject(schema, field.name), language, text)}
          >
            {editorOf(field.kind, schemaMaxLength(schemaObject(schema, field.name), language))}
          </Form.Item>
        )),
      }))}
    />
  );
}
