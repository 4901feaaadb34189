import { UploadOutlined } from '@ant-design/icons';
import type { UploadFolder } from '@portal/domain';
import { Button, Upload, type UploadFile } from 'antd';
import { useUploadHandlers } from '../upload-popup';

/** Inquiry files are kept with the order, so they go to a folder the temporary-file sweep leaves alone. */
const INQUIRY_UPLOAD_FOLDER: UploadFolder = 'order';

type Props = {
  id?: string;
  value?: UploadFile<string>[];
  onChange?: (files: UploadFile<string>[]) => void;
  maxCount: number;
  label: string;
  testId: string;
  /** The folder the files are kept in: an inquiry's by default, `result` for the results staff upload. */
  folder?: UploadFolder;
};

/**
 * A form field of uploaded files: each goes up as it is chosen (10 MB at most) and shows its progress and outcome;
 * an uploaded file opens from the list, under its whole name.
 */
export function AttachmentUpload({ id, value, onChange, maxCount, label, testId, folder = INQUIRY_UPLOAD_FOLDER }: Props) {
  const { beforeUpload, customRequest, track } = useUploadHandlers('file', folder, (files) => onChange?.(files), { openable: true });
  return (
    <div data-testid={testId}>
      <Upload<string>
        fileList={value ?? []}
        multiple={maxCount > 1}
        maxCount={maxCount}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={track}
      >
        <Button id={id} icon={<UploadOutlined aria-hidden />}>
          {label}
        </Button>
      </Upload>
    </div>
  );
}
