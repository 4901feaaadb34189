import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A buyer's new shared secret, shown this once for staff to copy into the buyer's procurement system. */
export function PunchoutSecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation('punchout');
  return (
    <Modal open={secret !== null} title={t('secretTitle')} onOk={onClose} onCancel={onClose} footer={(_buttons, { OkBtn }) => <OkBtn />} destroyOnHidden>
      <Alert type="warning" showIcon title={t('secretOnce')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph copyable={{ text: secret ?? '' }} code data-testid="punchout-secret">
        {secret}
      </Typography.Paragraph>
    </Modal>
  );
}
