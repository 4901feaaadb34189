import { ArrowDownOutlined, ArrowUpOutlined, InboxOutlined } from '@ant-design/icons';
import { IMAGE_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, uploadEndpoints } from '@portal/domain';
import { App, Button, Flex, Modal, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, serverMessage } from '../lib/api-client';
import { useApi } from '../lib/browser-api';
import { storedFileUrl } from '../lib/stored-file';
import { type UploadMoveAction, moveUploadItem, shortFileName } from '../lib/widgets';
import { useRootData } from '../root';

export const UPLOAD_POPUP_SIZE = { width: 520, minHeight: 200 } as const;

type UploadKind = 'image' | 'file';

/**
 * How the portal's upload widgets check and send a chosen file: pictures only for images, 10 MB at most, sent to
 * /sys/common/upload as it is chosen; a failure shows on the file and in a dialog with the server's reason (spec
 * section 8). `track` keeps the list as antd reports it, with names cut short (spec section 9). `openable`: the
 * customer's own files, which their session may read: each uploaded file links to itself, its whole name the
 * link's title (on hover) and accessible name (for keyboard and screen-reader users).
 */
export function useUploadHandlers(kind: UploadKind, biz: string, setFiles: (files: UploadFile<string>[]) => void, { openable = false } = {}) {
  const { t } = useTranslation('common');
  const api = useApi();
  const { config } = useRootData();
  const { message, modal } = App.useApp();

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (kind === 'image' && !file.type.startsWith('image/')) {
      void message.warning(t('upload.imageOnly'));
      return Upload.LIST_IGNORE;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      void message.warning(t('upload.tooLarge', { name: file.name }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError, onProgress }) => {
    const form = new FormData();
    form.append('file', file);
    form.append('biz', biz);
    api.call(uploadEndpoints.upload, { form }, { onProgress: (percent) => onProgress?.({ percent }) }).then(
      (reply) => onSuccess?.(reply.result),
      (error: unknown) => {
        const reason = serverMessage(error) ?? t('upload.unknownError');
        const name = file instanceof File ? file.name : '';
        modal.error({ title: t('upload.errorTitle'), content: `${t('upload.fileFailed', { name })} ${t('upload.errorInfo')}${reason}` });
        onError?.(Object.assign(new Error(reason), { status: error instanceof ApiError ? (error.status ?? 0) : 0 }), reason);
      },
    );
  };

  const track: UploadProps<string>['onChange'] = ({ fileList }) =>
    setFiles(
      fileList.map((file) => {
        const name = file.originFileObj?.name ?? file.name;
        const stored = openable && file.status === 'done' && typeof file.response === 'string' ? file.response : null;
        return {
          ...file,
          name: shortFileName(name),
          ...(stored ? { url: storedFileUrl(config, stored), linkProps: { title: name, 'aria-label': name } } : {}),
          ...(file.status === 'error' ? { response: file.error?.message || t('upload.failed') } : {}),
        };
      }),
    );

  return { beforeUpload, customRequest, track };
}

/** The stored paths of the files that finished uploading, in list order. */
export function uploadedPaths(files: UploadFile<string>[]): string[] {
  return files.filter((file) => file.status === 'done' && typeof file.response === 'string').map((file) => file.response as string);
}

type Props = {
  open: boolean;
  /** 'image' accepts pictures only (图片上传); 'file' any type the server keeps (文件上传). */
  kind: UploadKind;
  /** The server's folder key (`biz`). */
  biz?: string;
  /** How many files may be chosen; one keeps only the last file chosen. */
  maxCount?: number;
  onOk: (paths: string[]) => void;
  onCancel: () => void;
};

/**
 * The upload popup of spec section 2 (520 x 200): files go up as they are chosen, and confirming hands the stored
 * paths to the caller. Several pictures can be put in order, one place earlier or later at a time (spec section 4).
 */
export function UploadPopup({ open, kind, biz = 'temp', maxCount = UPLOAD_MAX_FILES, onOk, onCancel }: Props) {
  const { t } = useTranslation('common');
  const { t: tw } = useTranslation('widgets');
  const { message } = App.useApp();
  const [files, setFiles] = useState<UploadFile<string>[]>([]);
  const { beforeUpload, customRequest, track } = useUploadHandlers(kind, biz, setFiles);

  const close = (paths: string[] | null) => {
    setFiles([]);
    if (paths) onOk(paths);
    else onCancel();
  };

  const confirm = () => {
    const paths = uploadedPaths(files);
    if (paths.length === 0) {
      void message.warning(t('upload.noneUploaded'));
      return;
    }
    close(paths);
  };

  const move = (uid: string, action: UploadMoveAction) => {
    const moved = moveUploadItem(
      files,
      files.findIndex((file) => file.uid === uid),
      action,
    );
    if (moved.ok) setFiles(moved.items);
    else void message.warning(tw(`upload.${moved.messageKey}`));
  };

  const orderable = kind === 'image' && maxCount > 1;
  const itemRender: UploadProps<string>['itemRender'] = (node, file) => (
    <Flex align="center" gap={4} data-testid="upload-item">
      <div style={{ flex: 1, minWidth: 0 }}>{node}</div>
      <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={tw('upload.moveEarlier')} onClick={() => move(file.uid, 'earlier')} />
      <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={tw('upload.moveLater')} onClick={() => move(file.uid, 'later')} />
    </Flex>
  );

  return (
    <Modal
      open={open}
      title={kind === 'image' ? t('upload.imageTitle') : t('upload.fileTitle')}
      width={UPLOAD_POPUP_SIZE.width}
      okText={t('upload.ok')}
      cancelText={t('upload.cancel')}
      onOk={confirm}
      onCancel={() => close(null)}
      okButtonProps={{ disabled: files.some((file) => file.status === 'uploading') }}
      destroyOnHidden
    >
      <div style={{ minHeight: UPLOAD_POPUP_SIZE.minHeight }}>
        <Upload.Dragger
          multiple={maxCount > 1}
          maxCount={maxCount}
          accept={kind === 'image' ? IMAGE_ACCEPT : undefined}
          listType={kind === 'image' ? 'picture' : 'text'}
          fileList={files}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
          onChange={track}
          itemRender={orderable ? itemRender : undefined}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{kind === 'image' ? t('upload.imageHint') : t('upload.hint')}</p>
        </Upload.Dragger>
      </div>
    </Modal>
  );
}
