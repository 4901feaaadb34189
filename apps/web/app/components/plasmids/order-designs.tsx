import { DownloadOutlined } from '@ant-design/icons';
import { type OrderDesign, type PlasmidFileFormat, ordersEndpoints, ordersStaffEndpoints } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Skeleton, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib/browser-api';
import { useSessionDownload } from '../../lib/session-download';
import { FeatureTable } from './feature-table';
import { PlasmidMap } from './plasmid-map';

/** Who reads the order: its customer, through the order client, or staff, through the desk. */
export type OrderReader = 'customer' | 'staff';

const ENDPOINTS = {
  customer: { list: ordersEndpoints.designs, file: ordersEndpoints.designExport },
  staff: { list: ordersStaffEndpoints.designs, file: ordersStaffEndpoints.designExport },
} as const;

/**
 * A vector order's designs exactly as they were ordered (the order keeps its own copy): the map, the features and
 * the GenBank and FASTA files, for the customer's order page and the staff order desk alike.
 */
export function OrderDesigns({ orderId, reader }: { orderId: string; reader: OrderReader }) {
  const { t } = useTranslation('plasmid-builder');
  const api = useApi();
  const download = useSessionDownload();
  const endpoints = ENDPOINTS[reader];
  const designs = useQuery({
    queryKey: ['order-designs', reader, orderId],
    queryFn: async () => (await api.call(endpoints.list, { query: { id: orderId } })).result,
  });
  if (designs.isPending) return <Skeleton active />;
  const fetchFile = (design: OrderDesign, format: PlasmidFileFormat) =>
    void download((client) => client.fetchFile(endpoints.file, { query: { id: orderId, lineNo: design.lineNo, format } }));
  return (
    <Flex vertical gap="middle" data-testid="order-designs">
      {(designs.data ?? []).map((design) => (
        <Card
          key={design.lineNo}
          title={
            <Space>
              {design.name}
              <Tag>{t('design.length', { count: design.length })}</Tag>
            </Space>
          }
          extra={
            <Space>
              <Button icon={<DownloadOutlined />} onClick={() => fetchFile(design, 'genbank')} data-testid="order-design-genbank">
                {t('toolbar.genbank')}
              </Button>
              <Button icon={<DownloadOutlined />} onClick={() => fetchFile(design, 'fasta')}>
                {t('toolbar.fasta')}
              </Button>
            </Space>
          }
        >
          <PlasmidMap plasmid={design} height={420} />
          <FeatureTable plasmid={design} />
        </Card>
      ))}
    </Flex>
  );
}
