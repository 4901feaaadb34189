import { PlusOutlined } from '@ant-design/icons';
import { FAQ_GROUPS, type FaqGroup, type LocalizedText, type StaffFaq, staffFaqInputSchema } from '@portal/domain';
import { App, Button, Flex, Form, InputNumber, Select, Switch, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-client';
import { useDeleteContent, useSaveContent, useStaffFaqs } from '../api/content-desk-api';
import { useDeskText } from '../hooks/use-desk-text';
import { EditDrawer } from './edit-drawer';
import { useContentColumns } from './content-columns';
import { LocalizedFields } from './localized-fields';
import { queryTableState } from '../../../lib/query-table';

const EMPTY_TEXT: LocalizedText = { zh: '', en: '', es: '', ja: '' };
type FaqValues = { id?: string; group: FaqGroup; sortOrder: number; question: LocalizedText; answer: LocalizedText; published: boolean };

const NEW_QUESTION: FaqValues = { group: 'ordering', sortOrder: 0, question: EMPTY_TEXT, answer: EMPTY_TEXT, published: true };

const isGroup = (group: string): group is FaqGroup => FAQ_GROUPS.some((known) => known === group);

/** Every FAQ entry, published or not, by group and order; each opens in a drawer with its texts in four languages. */
export function FaqPanel() {
  const { t } = useTranslation(['catalog-desk', 'content']);
  const { message } = App.useApp();
  const text = useDeskText();
  const [editing, setEditing] = useState<FaqValues | null>(null);
  const list = useStaffFaqs();
  const save = useSaveContent('faq');
  const remove = useDeleteContent('faq');
  const groupName = (group: string) => (isGroup(group) ? t(`content:faq.groups.${group}`) : group);

  const open = (values: FaqValues) => {
    save.reset();
    setEditing(values);
  };
  const submit = (values: FaqValues) =>
    save.mutate(
      { ...values, ...(editing?.id ? { id: editing.id } : {}) },
      {
        onSuccess: () => {
          setEditing(null);
          void message.success(t('content.saved'));
        },
      },
    );

  const contentColumns = useContentColumns<StaffFaq>(
    (entry) => isGroup(entry.group) && open({ ...entry, group: entry.group }),
    (id) => remove.mutateAsync({ id }),
  );
  return (
    <>
      <Flex justify="end">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => open(NEW_QUESTION)}>
          {t('content.newQuestion')}
        </Button>
      </Flex>
      <Table<StaffFaq>
        rowKey="id"
        data-testid="staff-faqs"
        style={{ marginTop: 16 }}
        {...queryTableState(list, serverMessage(list.error) ?? t('failed'))}
        dataSource={list.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { key: 'group', title: t('content.group'), render: (_value, entry) => groupName(entry.group) },
          { key: 'order', title: t('content.sortOrder'), dataIndex: 'sortOrder', align: 'right' },
          { key: 'question', title: t('content.question'), render: (_value, entry) => text.pick(entry.question) },
          ...contentColumns,
        ]}
      />
      <EditDrawer<FaqValues>
        title={editing?.id ? t('content.editQuestion') : t('content.newQuestion')}
        initialValues={editing}
        saving={save.isPending}
        error={save.error}
        onSave={submit}
        onClose={() => setEditing(null)}
      >
        <Flex gap={16} wrap>
          <Form.Item name="group" label={t('content.group')} style={{ minWidth: 240 }}>
            <Select options={FAQ_GROUPS.map((group) => ({ value: group, label: groupName(group) }))} />
          </Form.Item>
          <Form.Item name="sortOrder" label={t('content.sortOrder')} extra={t('content.sortOrderHint')}>
            <InputNumber min={0} max={9_999} precision={0} />
          </Form.Item>
          <Form.Item name="published" label={t('list.published')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Flex>
        <LocalizedFields
          schema={staffFaqInputSchema}
          fields={[
            { name: 'question', label: t('content.question') },
            { name: 'answer', label: t('content.answer'), kind: 'markdown' },
          ]}
        />
      </EditDrawer>
    </>
  );
}
