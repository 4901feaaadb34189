import type { OrderFile } from '@portal/domain';
import { Button } from 'antd';
import type { ApiClient, DownloadedFile } from '../../lib/api-client';
import { useSessionDownload } from '../../lib/session-download';

type Props = {
  orderId: string;
  file: OrderFile;
  /** The reader's way to a file through its order: staff's, or a customer's (own or a colleague's order). */
  fetchFile: (api: ApiClient, orderId: string, path: string) => Promise<DownloadedFile>;
};

/** A customer's file under the name it was uploaded with, fetched through its order: only its uploader reads it directly. */
export function OrderFileLink({ orderId, file: { path, name }, fetchFile }: Props) {
  const download = useSessionDownload();
  return (
    <Button type="link" size="small" onClick={() => void download((api) => fetchFile(api, orderId, path))}>
      {name}
    </Button>
  );
}
