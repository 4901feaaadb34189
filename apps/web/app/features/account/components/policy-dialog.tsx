import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export const POLICY_DIALOG_WIDTH = 860;

/**
 * The user agreement and privacy policy (spec section 2): the Chinese policy in Chinese, the English one
 * otherwise; 860 px wide, closed only with its Close button.
 */
export function PolicyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('policy');
  const sections = t('sections', { returnObjects: true }) as string[];
  return (
    <Modal
      open={open}
      title={t('title')}
      width={POLICY_DIALOG_WIDTH}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('close')}
        </Button>
      }
      data-testid="policy-dialog"
    >
      <Typography.Paragraph type="secondary">{t('effective')}</Typography.Paragraph>
      {sections.map((text) => (
        <Typography.Paragraph key={text}>{text}</Typography.Paragraph>
      ))}
    </Modal>
  );
}
