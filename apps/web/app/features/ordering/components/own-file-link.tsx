import type { OrderFile } from '@portal/domain';
import { Typography } from 'antd';
import { storedFileUrl } from '../../../lib/stored-file';
import { useRootData } from '../../../root';

/** One of the customer's own files, opened in a new tab under the name it was uploaded with. */
export function OwnFileLink({ file: { path, name } }: { file: OrderFile }) {
  const { config } = useRootData();
  return (
    <Typography.Link href={storedFileUrl(config, path)} target="_blank" rel="noreferrer">
      {name}
    </Typography.Link>
  );
}
