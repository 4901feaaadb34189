import { Alert, Modal, Typography } from 'antd';

/**
 * A new secret (a webhook's signing secret, a buyer's shared secret), shown this once for staff to copy: the server
 * keeps no way to show it again, so the modal says so and offers only the copy button and OK.
 */
export function SecretRevealModal({
  secret,
  title,
  warning,
  testId,
  onClose,
}: {
  secret: string | null;
  title: string;
  warning: string;
  testId: string;
  onClose: () => void;
}) {
  return (
    <Modal open={secret !== null} title={title} onOk={onClose} onCancel={onClose} footer={(_buttons, { OkBtn }) => <OkBtn />} destroyOnHidden>
      <Alert type="warning" showIcon title={warning} style={{ marginBottom: 12 }} />
      <Typography.Paragraph copyable={{ text: secret ?? '' }} code data-testid={testId}>
        {secret}
      </Typography.Paragraph>
    </Modal>
  );
}
