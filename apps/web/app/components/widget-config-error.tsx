import { Flex, Input, Typography } from 'antd';

/** A form widget that cannot work as configured: a disabled field in error with the reason under it. */
export function WidgetConfigError({ id, placeholder, message }: { id?: string; placeholder?: string; message: string }) {
  return (
    <Flex vertical gap={4}>
      <Input id={id} status="error" disabled placeholder={placeholder} />
      <Typography.Text type="danger" role="alert">
        {message}
      </Typography.Text>
    </Flex>
  );
}
