import type { OrderFile } from '@portal/domain';
import { Button } from 'antd';
import { useSessionDownload } from '../../../lib/session-download';
import { fetchOrderFile } from '../api/order-desk-api';

/** A customer's file under the name it was uploaded with, fetched through its order (staff never read customer files directly). */
export function OrderFileLink({ orderId, file: { path, name } }: { orderId: string; file: OrderFile }) {
  const download = useSessionDownload();
  return (
    <Button type="link" size="small" onClick={() => void download((api) => fetchOrderFile(api, orderId, path))}>
      {name}
    </Button>
  );
}
