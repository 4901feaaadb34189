import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Input, type InputProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './password-input.module.css';

/**
 * A password field with a show/hide button. antd's own toggle is a 14 px icon span; this one is a native button
 * with a 24 px target and a name in the page's language, so it is reachable by Tab and works with Enter and Space.
 */
export function PasswordInput(props: Omit<InputProps, 'type' | 'suffix'>) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className={styles.toggle}
          aria-label={t('showPassword')}
          aria-pressed={visible}
          // A mouse click leaves the focus where it was (in the field while typing); antd's field would also move the
          // focus into its input on any click inside it, which would take it from a keyboard user on the button.
          onMouseDown={(event) => event.preventDefault()}
          onClick={(event) => {
            event.stopPropagation();
            setVisible((shown) => !shown);
          }}
          disabled={props.disabled}
        >
          {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
      }
    />
  );
}
