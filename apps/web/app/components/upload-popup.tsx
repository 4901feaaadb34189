import { InboxOutlined } from '@ant-design/icons';
import { IMAGE_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@portal/domain';
import { App, Modal, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, serverMessage } from '../lib/api-client';
import { useApi } from '../lib/browser-api';

export const UPLOAD_POPUP_SIZE = { width: 520, minHeight: 200 } as const;

type Props = {
  open: boolean;
  /** 'image' accepts pictures only (图片上传); 'file' any type the server keeps (文件上传). */
  kind: 'image' | 'file';
  /** The server's folder key (`biz`). */
  biz?: string;
  /** How many files may be chosen; one keeps only the last file chosen. */
  maxCount?: number;
  onOk: (paths: string[]) => void;
  onCancel: () => void;
};

/**
 * The upload popup of spec section 2 (520 x 200): files go up as they are chosen, and confirming hands the stored
 * paths to the caller. Failures show on the file and in a dialog with the server's reason (spec section 8).
 */
export function UploadPopup({ open, kind, biz = 'temp', maxCount = UPLOAD_MAX_FILES, onOk, onCancel }: Props) {
  const { t } = useTranslation('common');
  const api = useApi();
  const { message, modal } = App.useApp();
  const [files, setFiles] = useState<UploadFile<string>[]>([]);

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

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const form = new FormData();
    form.append('file', file);
    form.append('biz', biz);
    api.upload<string>('/sys/common/upload', form).then(
      (reply) => onSuccess?.(reply.result),
      (error: unknown) => {
        const reason = serverMessage(error) ?? t('upload.unknownError');
        const name = file instanceof File ? file.name : '';
        modal.error({ title: t('upload.errorTitle'), content: `${t('upload.fileFailed', { name })} ${t('upload.errorInfo')}${reason}` });
        onError?.(Object.assign(new Error(reason), { status: error instanceof ApiError ? (error.status ?? 0) : 0 }), reason);
      },
    );
  };

  const close = (paths: string[] | null) => {
    setFiles([]);
    if (paths) onOk(paths);
    else onCancel();
  };

  const confirm = () => {
    const paths = files.filter((file) => file.status === 'done' && typeof file.response === 'string').map((file) => file.response as string);
    if (paths.length === 0) {
      void message.warning(t('upload.noneUploaded'));
      return;
    }
    close(paths);
  };

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
          onChange={({ fileList }) =>
            setFiles(fileList.map((file) => (file.status === 'error' ? { ...file, response: file.error?.message || t('upload.failed') } : file)))
          }
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
