import { DownloadOutlined } from '@ant-design/icons';
import { type DocumentListItem, type PageResult, catalogEndpoints } from '@portal/domain';
import { Empty, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageLinks } from '../../../components/page-links';
import { endpointHref } from '../../../lib/api-client';

const KIND_COLOURS: Record<string, string> = { datasheet: 'blue', coa: 'green', manual: 'purple', sds: 'orange' };

/** The download centre's documents, paged by links; each title downloads the file through the session-checked endpoint. */
export function DocumentTable({
  page,
  apiBasePath,
  pageHref,
}: {
  page: PageResult<DocumentListItem>;
  apiBasePath: string;
  pageHref: (pageNo: number) => string;
}) {
  const { t } = useTranslation('content');
  return (
    <>
      <Table<DocumentListItem>
        rowKey="id"
        dataSource={page.records}
        locale={{ emptyText: <Empty description={t('downloads.empty')} /> }}
        scroll={{ x: 720 }}
        pagination={false}
        columns={[
          {
            key: 'title',
            title: t('downloads.columns.title'),
            render: (_value, row) => (
              <a href={endpointHref(apiBasePath, catalogEndpoints.document, { params: { id: row.id } })} data-testid="document-link">
                <DownloadOutlined /> {row.title}
              </a>
            ),
          },
          {
            key: 'kind',
            title: t('downloads.columns.kind'),
            width: 150,
            render: (_value, row) => <Tag color={KIND_COLOURS[row.kind]}>{t(`downloads.kinds.${row.kind}`)}</Tag>,
          },
          { key: 'catalogNo', title: t('downloads.columns.catalogNo'), dataIndex: 'catalogNo', width: 140 },
          { key: 'productName', title: t('downloads.columns.productName'), dataIndex: 'productName' },
          { key: 'lotNo', title: t('downloads.columns.lotNo'), dataIndex: 'lotNo', width: 120 },
        ]}
      />
      <PageLinks current={page.current} last={page.pages} href={pageHref} testId="page-links" />
    </>
  );
}
