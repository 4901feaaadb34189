import { PlusOutlined } from '@ant-design/icons';
import { type LocalizedText, type StaffNews, type StaffNewsInput, staffNewsInputSchema } from '@portal/domain';
import { App, Button, Flex, Form, Input, Switch, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-client';
import { schemaMaxLength, useSchemaFields } from '../../../lib/schema-fields';
import { useDeleteContent, useSaveContent, useStaffNews } from '../api/content-desk-api';
import { useDeskText } from '../hooks/use-desk-text';
import { EditDrawer } from './edit-drawer';
import { useContentColumns } from './content-columns';
import { LocalizedFields } from './localized-fields';
import { queryTableState } from '../../../lib/query-table';

const PAGE_SIZE = 20;
const EMPTY_TEXT: LocalizedText = { zh: '', en: '', es: '', ja: '' };
type NewsValues = Required<Omit<StaffNewsInput, 'id'>> & { id?: string };

const NEW_ARTICLE: NewsValues = { slug: '', title: EMPTY_TEXT, summary: EMPTY_TEXT, body: EMPTY_TEXT, coverPath: '', published: true, publishedAt: '' };

const valuesOf = (article: StaffNews): NewsValues => ({ ...article, publishedAt: article.publishedAt.slice(0, 10) });

/** Every article, published or not, newest first; each opens in a drawer with its texts in four languages. */
export function NewsPanel() {
  const { t } = useTranslation('catalog-desk');
  const field = useSchemaFields(staffNewsInputSchema);
  const { message } = App.useApp();
  const text = useDeskText();
  const [query, setQuery] = useState({ pageNo: 1, pageSize: PAGE_SIZE, keyword: '' });
  const [editing, setEditing] = useState<NewsValues | null>(null);
  const list = useStaffNews(query);
  const save = useSaveContent('news');
  const remove = useDeleteContent('news');

  const open = (values: NewsValues) => {
    save.reset();
    setEditing(values);
  };
  const submit = (values: NewsValues) =>
    save.mutate(
      // An unchanged day is sent as none, so the article keeps its exact publication time.
      {
        ...values,
        publishedAt: values.publishedAt === editing?.publishedAt && editing.id ? '' : values.publishedAt,
        ...(editing?.id ? { id: editing.id } : {}),
      },
      {
        onSuccess: () => {
          setEditing(null);
          void message.success(t('content.saved'));
        },
      },
    );

  const contentColumns = useContentColumns<StaffNews>(
    (article) => open(valuesOf(article)),
    (id) => remove.mutateAsync({ id }),
  );
  return (
    <>
      <Flex gap={8} justify="space-between" wrap>
        <Input.Search
          aria-label={t('content.newsKeyword')}
          placeholder={t('content.newsKeyword')}
          allowClear
          enterButton={t('list.search')}
          onSearch={(keyword) => setQuery({ ...query, pageNo: 1, keyword: keyword.trim() })}
          style={{ width: 320 }}
        />
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => open(NEW_ARTICLE)}>
          {t('content.newArticle')}
        </Button>
      </Flex>
      <Table<StaffNews>
        rowKey="id"
        data-testid="staff-news"
        style={{ marginTop: 16 }}
        {...queryTableState(list, serverMessage(list.error) ?? t('failed'))}
        dataSource={list.data?.records ?? []}
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: list.data?.total ?? 0,
          onChange: (pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize }),
        }}
        columns={[
          { key: 'title', title: t('content.title'), render: (_value, article) => text.pick(article.title) },
          { key: 'slug', title: t('content.slug'), dataIndex: 'slug' },
          { key: 'date', title: t('content.publishedAt'), render: (_value, article) => text.day(article.publishedAt) },
          ...contentColumns,
        ]}
      />
      <EditDrawer<NewsValues>
        title={editing?.id ? t('content.editArticle') : t('content.newArticle')}
        initialValues={editing}
        saving={save.isPending}
        error={save.error}
        onSave={submit}
        onClose={() => setEditing(null)}
      >
        <Flex gap={16} wrap>
          <Form.Item name="slug" label={t('content.slug')} extra={t('content.slugHint')} {...field('slug')} style={{ flex: 2, minWidth: 240 }}>
            <Input />
          </Form.Item>
          <Form.Item
            name="publishedAt"
            label={t('content.publishedAt')}
            extra={t('content.publishedAtHint')}
            {...field('publishedAt')}
            style={{ flex: 1, minWidth: 160 }}
          >
            <Input placeholder="YYYY-MM-DD" />
          </Form.Item>
          <Form.Item name="published" label={t('list.published')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Flex>
        <Form.Item name="coverPath" label={t('content.coverPath')} {...field('coverPath')}>
          <Input maxLength={schemaMaxLength(staffNewsInputSchema, 'coverPath')} />
        </Form.Item>
        <LocalizedFields
          schema={staffNewsInputSchema}
          fields={[
            { name: 'title', label: t('content.title') },
            { name: 'summary', label: t('content.summary'), kind: 'text' },
            { name: 'body', label: t('content.body'), kind: 'markdown' },
          ]}
        />
      </EditDrawer>
    </>
  );
}
