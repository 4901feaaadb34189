import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { type Envelope, IMPORT_ACCEPT, IMPORT_PARTIAL_CODE, type ImportResult, UPLOAD_MAX_BYTES, isImportFileName, uploadEndpoints } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Flex, Modal, Typography, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DownloadedFile, serverMessage } from '../lib/api-client';
import { useSessionDownload } from '../lib/session-download';

type Props = {
  open: boolean;
  /** Sends the chosen file to the import endpoint (multipart, part `file`). */
  send: (form: FormData) => Promise<Envelope<ImportResult>>;
  title: string;
  /** Offers the sheet to fill in: fetches it with the session. */
  template?: () => Promise<DownloadedFile>;
  /** After rows were stored (code 200 or 201). */
  onImported: () => void;
  onClose: () => void;
};

/**
 * The import dialog of spec sections 2, 5 and 8: one Excel file (.xls or .xlsx, others refused on choosing), the
 * upload button enabled once a file is chosen. A partial import (code 201) opens a notice with the error report,
 * downloaded with the session; a refused one shows the server's reason.
 */
export function ImportDialog({ open, send, title, template, onImported, onClose }: Props) {
  const { t } = useTranslation('common');
  const download = useSessionDownload();
  const { message, modal } = App.useApp();
  const [file, setFile] = useState<File | null>(null);

  const close = () => {
    setFile(null);
    onClose();
  };

  const showErrorReport = (result: ImportResult) => {
    const { fileUrl } = result;
    modal.warning({
      title: t('import.partialTitle'),
      content: (
        <Flex vertical gap={4}>
          <span>{result.msg}</span>
          {fileUrl ? (
            <span>
              {t('import.detailsIn')}
              <Typography.Link
                data-testid="import-error-file"
                onClick={() =>
                  download((api) => api.fetchFile(uploadEndpoints.storedFile, { params: { '*': fileUrl } })).catch(() =>
                    message.error(t('import.downloadFailed')),
                  )
                }
              >
                {result.fileName ?? t('import.errorFile')}
              </Typography.Link>
            </span>
          ) : null}
        </Flex>
      ),
    });
  };

  const upload = useMutation({
    mutationFn: (chosen: File) => {
      const form = new FormData();
      form.append('file', chosen);
      return send(form);
    },
    onSuccess: (reply) => {
      close();
      onImported();
      if (reply.code === IMPORT_PARTIAL_CODE) showErrorReport(reply.result);
      else void message.success(reply.message || t('import.succeeded'));
    },
    onError: (error) => void message.warning(serverMessage(error) ?? t('import.failed')),
  });

  const beforeUpload: UploadProps['beforeUpload'] = (chosen) => {
    if (!isImportFileName(chosen.name)) {
      void message.warning(t('import.excelOnly'));
      return Upload.LIST_IGNORE;
    }
    if (chosen.size > UPLOAD_MAX_BYTES) {
      void message.warning(t('upload.tooLarge', { name: chosen.name }));
      return Upload.LIST_IGNORE;
    }
    setFile(chosen);
    return false;
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('import.cancel')}
        </Button>,
        <Button key="start" type="primary" disabled={!file} loading={upload.isPending} onClick={() => file && upload.mutate(file)}>
          {t('import.start')}
        </Button>,
      ]}
    >
      <Flex vertical gap={12}>
        <Upload
          accept={IMPORT_ACCEPT}
          maxCount={1}
          fileList={file ? [{ uid: 'chosen', name: file.name }] : []}
          beforeUpload={beforeUpload}
          onRemove={() => setFile(null)}
        >
          <Button icon={<UploadOutlined aria-hidden />}>{t('import.choose')}</Button>
        </Upload>
        <Typography.Text type="secondary">{t('import.hint')}</Typography.Text>
        {template ? (
          <Typography.Link onClick={() => download(template).catch(() => message.error(t('import.downloadFailed')))}>
            <DownloadOutlined /> {t('import.template')}
          </Typography.Link>
        ) : null}
      </Flex>
    </Modal>
  );
}
