import { Flex, Popconfirm, Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';

/**
 * The columns every content table ends with: whether the entry is published, and Edit / Delete. A refused
 * delete is shown by the app's failure notice; the confirmation only waits for the answer.
 */
export function useContentColumns<T extends { id: string; published: boolean }>(
  onEdit: (entry: T) => void,
  onDelete: (id: string) => Promise<unknown>,
): ColumnType<T>[] {
  const { t } = useTranslation('catalog-desk');
  return [
    {
      key: 'state',
      title: t('list.published'),
      render: (_value, entry) => (entry.published ? <Tag color="green">{t('list.published')}</Tag> : <Tag>{t('list.unpublished')}</Tag>),
    },
    {
      key: 'actions',
      title: t('list.actions'),
      render: (_value, entry) => (
        <Flex gap={8}>
          <Typography.Link onClick={() => onEdit(entry)}>{t('list.edit')}</Typography.Link>
          <Popconfirm
            title={t('content.deleteConfirm')}
            okText={t('content.delete')}
            cancelText={t('content.cancel')}
            onConfirm={() => onDelete(entry.id).catch(() => undefined)}
          >
            <Typography.Link type="danger">{t('content.delete')}</Typography.Link>
          </Popconfirm>
        </Flex>
      ),
    },
  ];
}
