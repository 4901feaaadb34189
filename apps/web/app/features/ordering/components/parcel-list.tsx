import { MY_PARCELS_PATH } from '@portal/domain';
import { useParcels } from '../api/orders-api';
import { readDocumentsParams, useListParams } from '../hooks/use-list-params';
import { ParcelsTable } from '../../../components/orders/parcels-table';
import { OneOrderNote } from './one-order-note';
import { pagination } from './table-pagination';

/** The customer's parcels, a page at a time, each naming its order; only one order's when the URL says so. */
export function ParcelList({ detailPath }: { detailPath: (id: string) => string }) {
  const { value: paging, change } = useListParams(readDocumentsParams);
  const parcels = useParcels(paging);
  const records = parcels.data?.records ?? [];
  return (
    <>
      <OneOrderNote orderId={paging.orderId} orderNo={records[0]?.orderNo} allPath={MY_PARCELS_PATH} />
      <ParcelsTable parcels={records} loading={parcels.isFetching} pagination={pagination(parcels.data, paging, change)} detailPath={detailPath} />
    </>
  );
}
