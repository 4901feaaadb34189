import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { popupConfigProblem, popupFieldValues } from '../../lib/widgets';
import { WidgetConfigError } from '../widget-config-error';
import { RecordPickerModal } from './record-picker-modal';

type Props = {
  /** The server-defined report the records come from. */
  code: string;
  /** The form field this control shows; it is one of `destFields`. */
  field: string;
  /** Comma-separated: the record fields to copy... */
  orgFields: string;
  /** ...and, pairwise, the form fields they go into. */
  destFields: string;
  multi?: boolean;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  id?: string;
};

/**
 * The popup field of spec section 5: a read-only field whose button opens a report's records; the chosen record
 * fills several fields of the form at once (several records: comma-joined values). A wrong configuration is
 * shown instead of the field.
 */
export function PopupField({ code, field, orgFields, destFields, multi = false, value, onChange, placeholder, id }: Props) {
  const { t } = useTranslation('widgets');
  const form = Form.useFormInstance();
  const [open, setOpen] = useState(false);
  const problem = popupConfigProblem({ code, orgFields, destFields });
  if (problem) return <WidgetConfigError id={id} placeholder={placeholder} message={t(`popup.${problem}`)} />;

  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input id={id} readOnly value={value} placeholder={placeholder} onClick={() => setOpen(true)} />
        <Button icon={<SearchOutlined />} aria-label={t('popup.choose')} onClick={() => setOpen(true)} />
      </Space.Compact>
      <RecordPickerModal
        open={open}
        code={code}
        multi={multi}
        onCancel={() => setOpen(false)}
        onOk={(records) => {
          const { [field]: own = '', ...others } = popupFieldValues(records, orgFields, destFields);
          form.setFieldsValue(others);
          onChange?.(own);
          setOpen(false);
        }}
      />
    </>
  );
}
