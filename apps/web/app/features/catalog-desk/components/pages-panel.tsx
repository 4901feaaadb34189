import { type ContentPageKey, type StaffPage, staffPageInputSchema } from '@portal/domain';
import { App, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-client';
import { useSaveContent, useStaffPages } from '../api/content-desk-api';
import { useDeskText } from '../hooks/use-desk-text';
import { EditDrawer } from './edit-drawer';
import { LocalizedFields } from './localized-fields';
import { queryTableState } from '../../../lib/query-table';

type PageValues = Pick<StaffPage, 'key' | 'title' | 'body'>;

/** The public page each key is shown on, named as the site's own menus name it. */
const PAGE_NAMES: Record<ContentPageKey, string> = {
  about: 'content:aboutMenu.about',
  introduce: 'content:aboutMenu.introduce',
  contact: 'content:aboutMenu.contact',
  'service-support': 'content:aboutMenu.serviceSupport',
  resource: 'content:resource.title',
};

/** The staff-kept pages of the about section and resource centre, each edited in four languages. */
export function PagesPanel() {
  const { t } = useTranslation(['catalog-desk', 'content']);
  const { message } = App.useApp();
  const text = useDeskText();
  const [editing, setEditing] = useState<PageValues | null>(null);
  const list = useStaffPages();
  const save = useSaveContent('page');

  const submit = (values: PageValues) =>
    editing &&
    save.mutate(
      { ...values, key: editing.key },
      {
        onSuccess: () => {
          setEditing(null);
          void message.success(t('content.saved'));
        },
      },
    );

  return (
    <>
      <Table<StaffPage>
        rowKey="key"
        data-testid="staff-pages"
        {...queryTableState(list, serverMessage(list.error) ?? t('failed'))}
        dataSource={list.data ?? []}
        pagination={false}
        columns={[
          { key: 'page', title: t('content.page'), render: (_value, page) => t(PAGE_NAMES[page.key]) },
          { key: 'title', title: t('content.title'), render: (_value, page) => text.pick(page.title) },
          { key: 'updated', title: t('content.updatedAt'), render: (_value, page) => text.day(page.updatedAt) },
          {
            key: 'actions',
            title: t('list.actions'),
            render: (_value, page) => (
              <Typography.Link
                onClick={() => {
                  save.reset();
                  setEditing({ key: page.key, title: page.title, body: page.body });
                }}
              >
                {t('list.edit')}
              </Typography.Link>
            ),
          },
        ]}
      />
      <EditDrawer<PageValues>
        title={editing ? t('content.editPage', { page: t(PAGE_NAMES[editing.key]) }) : ''}
        initialValues={editing}
        saving={save.isPending}
        error={save.error}
        onSave={submit}
        onClose={() => setEditing(null)}
      >
        <LocalizedFields
          schema={staffPageInputSchema}
          fields={[
            { name: 'title', label: t('content.title') },
            { name: 'body', label: t('content.body'), kind: 'markdown' },
          ]}
        />
      </EditDrawer>
    </>
  );
}
