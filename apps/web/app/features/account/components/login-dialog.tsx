import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { SignInInPlace } from '../hooks/use-sign-in';
import { LoginTabs } from './login-tabs';

/** The login dialog: signing in from a catalogue page keeps the visitor on that page. */
export function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Modal open={open} title={t('loginTitle')} footer={null} width={440} onCancel={onClose} destroyOnHidden>
      <SignInInPlace>
        <LoginTabs />
      </SignInInPlace>
    </Modal>
  );
}
