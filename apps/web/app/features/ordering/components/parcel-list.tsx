import { useParcels } from '../api/orders-api';
import { readPage, useListParams } from '../hooks/use-list-params';
import { ParcelsTable } from '../../../components/orders/parcels-table';
import { pagination } from './table-pagination';

/** The customer's parcels, a page at a time, each naming its order. */
export function ParcelList({ detailPath }: { detailPath: (id: string) => string }) {
  const { value: paging, change } = useListParams(readPage);
  const parcels = useParcels(paging);
  return <ParcelsTable parcels={parcels.data?.records ?? []} loading={parcels.isFetching} pagination={pagination(parcels.data, paging, change)} detailPath={detailPath} />;
}
