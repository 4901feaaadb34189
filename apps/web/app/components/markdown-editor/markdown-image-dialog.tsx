import { InboxOutlined } from '@ant-design/icons';
import { IMAGE_ACCEPT } from '@portal/domain';
import { App, Form, Input, Modal, Tabs, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storedFileUrl } from '../../lib/stored-file';
import { MARKDOWN_EDITOR, MARKDOWN_IMAGE_FOLDER, networkImageProblem } from '../../lib/widgets';
import { useRootData } from '../../root';
import { uploadedPaths, useUploadHandlers } from '../upload-popup';

type Props = { open: boolean; onInsert: (url: string) => void; onCancel: () => void };
type Source = 'local' | 'network';

/**
 * The markdown editor's image dialog (spec section 2): a picture uploaded from this computer, one at a time, or the
 * https address of a picture on the web.
 */
export function MarkdownImageDialog({ open, onInsert, onCancel }: Props) {
  const { t } = useTranslation('widgets');
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const { config } = useRootData();
  const [source, setSource] = useState<Source>('local');
  const [files, setFiles] = useState<UploadFile<string>[]>([]);
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const { beforeUpload, customRequest, track } = useUploadHandlers('image', MARKDOWN_IMAGE_FOLDER, setFiles);

  const reset = () => {
    setFiles([]);
    setAddress('');
    setAddressError(null);
  };

  const confirm = () => {
    if (source === 'local') {
      const [path] = uploadedPaths(files);
      if (!path) {
        void message.warning(tc('upload.noneUploaded'));
        return;
      }
      onInsert(storedFileUrl(config, path));
    } else {
      const problem = networkImageProblem(address);
      if (problem) {
        setAddressError(t(`markdown.${problem}`));
        return;
      }
      onInsert(address.trim());
    }
    reset();
  };

  return (
    <Modal
      open={open}
      title={t('markdown.imageTitle')}
      okText={t('markdown.insert')}
      cancelText={tc('upload.cancel')}
      onOk={confirm}
      onCancel={() => {
        reset();
        onCancel();
      }}
      okButtonProps={{ disabled: files.some((file) => file.status === 'uploading') }}
      destroyOnHidden
    >
      <Tabs
        activeKey={source}
        onChange={(key) => setSource(key as Source)}
        items={[
          {
            key: 'local',
            label: t('markdown.localUpload'),
            children: (
              <Upload.Dragger
                maxCount={MARKDOWN_EDITOR.imageLimit}
                accept={IMAGE_ACCEPT}
                listType="picture"
                fileList={files}
                beforeUpload={beforeUpload}
                customRequest={customRequest}
                onChange={track}
              >
                <p className="ant-upload-drag-icon">
                  <InboxOutlined />
                </p>
                <p className="ant-upload-text">{tc('upload.imageHint')}</p>
              </Upload.Dragger>
            ),
          },
          {
            key: 'network',
            label: t('markdown.networkAddress'),
            children: (
              <Form layout="vertical" onFinish={confirm}>
                <Form.Item
                  label={t('markdown.imageAddress')}
                  htmlFor="markdown-image-address"
                  validateStatus={addressError ? 'error' : undefined}
                  help={addressError}
                >
                  <Input
                    id="markdown-image-address"
                    value={address}
                    placeholder="https://"
                    onChange={(event) => {
                      setAddress(event.target.value);
                      setAddressError(null);
                    }}
                  />
                </Form.Item>
              </Form>
            ),
          },
        ]}
      />
    </Modal>
  );
}
