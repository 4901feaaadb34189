import { CloseOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EditableRow, uploadPathsOf, withUploadedPaths } from '../../lib/editable-table';
import { storedFileUrl } from '../../lib/stored-file';
import { shortFileName } from '../../lib/widgets';
import { useRootData } from '../../root';
import { UploadPopup } from '../upload-popup';
import type { CellRenderProps } from './editable-table-types';

const nameOf = (path: string) => shortFileName(path.split('/').pop() ?? path);

/**
 * upload, file and image cells: a button opens the upload popup, whose stored paths join the cell's comma-separated
 * value (the last `uploadnum` kept). Names are shortened as spec section 9 asks; the full path is their tooltip.
 */
export function UploadCell<Row extends EditableRow>({ value, onChange, column, error, disabled }: CellRenderProps<Row>) {
  const { t } = useTranslation('table');
  const { config } = useRootData();
  const [open, setOpen] = useState(false);
  const paths = uploadPathsOf(value);
  const limit = column.fieldExtendJson?.uploadnum;
  const remove = (path: string) => onChange(paths.filter((kept) => kept !== path).join(',') || null);
  return (
    <Flex align="center" gap={4} wrap={false} style={{ minWidth: 0 }}>
      <Button
        size="small"
        icon={<UploadOutlined />}
        danger={Boolean(error)}
        disabled={disabled}
        onClick={() => setOpen(true)}
        aria-label={`${column.title}: ${t('cell.upload')}`}
      >
        {paths.length === 0 ? t('cell.upload') : null}
      </Button>
      {paths.map((path) => (
        <Typography.Text key={path} title={path} style={{ whiteSpace: 'nowrap' }}>
          {column.allowDownload ? (
            <Typography.Link href={storedFileUrl(config, path)} target="_blank" rel="noreferrer">
              {nameOf(path)}
            </Typography.Link>
          ) : (
            nameOf(path)
          )}
          {column.allowRemove && !disabled ? (
            <Button type="text" size="small" icon={<CloseOutlined />} onClick={() => remove(path)} aria-label={t('cell.removeFile', { name: nameOf(path) })} />
          ) : null}
        </Typography.Text>
      ))}
      <UploadPopup
        open={open}
        kind={column.type === 'image' ? 'image' : 'file'}
        maxCount={limit}
        onOk={(added) => {
          setOpen(false);
          onChange(withUploadedPaths(value, added, limit));
        }}
        onCancel={() => setOpen(false)}
      />
    </Flex>
  );
}
