import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadedPaths, useUploadHandlers } from '../../../components/upload-popup';

/** The uploads folder for product documents, which takes PDFs only. */
const DOCUMENT_FOLDER = 'document';

/**
 * One PDF sent to the documents folder as it is chosen, its progress shown in the list; `onChange` gets its stored
 * path once it is up (null while none is). Fits a form item: the item's value is that path.
 */
export function PdfUpload({ onChange, id }: { onChange?: (path: string | null) => void; id?: string }) {
  const { t } = useTranslation('catalog-desk');
  const { message } = App.useApp();
  const [files, setFiles] = useState<UploadFile<string>[]>([]);
  const handlers = useUploadHandlers('file', DOCUMENT_FOLDER, (next) => {
    setFiles(next);
    onChange?.(uploadedPaths(next)[0] ?? null);
  });

  // The server decides by content; the name only spares people an upload bound to be refused.
  const beforeUpload: UploadProps['beforeUpload'] = (file, list) => {
    if (!file.name.toLowerCase().endsWith('.pdf')) {
      void message.warning(t('documents.pdfOnly'));
      return Upload.LIST_IGNORE;
    }
    return handlers.beforeUpload?.(file, list) ?? true;
  };

  return (
    <Upload<string>
      accept=".pdf,application/pdf"
      maxCount={1}
      fileList={files}
      beforeUpload={beforeUpload}
      customRequest={handlers.customRequest}
      onChange={handlers.track}
    >
      <Button id={id} icon={<UploadOutlined />}>
        {t('documents.choosePdf')}
      </Button>
    </Upload>
  );
}
