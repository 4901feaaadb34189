import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

type PromptOptions = { title: string; label: string; initialValue?: string; required?: boolean; maxLength?: number };

/**
 * The prompt dialog of spec section 2: a question with one input. Resolves with the trimmed text, or null when the
 * person cancels; an empty answer to a required prompt is refused in the dialog.
 */
export function usePrompt(): (options: PromptOptions) => Promise<string | null> {
  const { t } = useTranslation('common');
  const { modal } = App.useApp();
  return (options) =>
    new Promise((resolve) => {
      let value = options.initialValue ?? '';
      let showError: (message: string) => void = () => undefined;
      const Field = () => {
        const [form] = Form.useForm<{ value: string }>();
        showError = (message) => form.setFields([{ name: 'value', errors: [message] }]);
        return (
          <Form form={form} layout="vertical" initialValues={{ value }} style={{ marginTop: 16 }}>
            <Form.Item name="value" label={options.label} style={{ marginBottom: 0 }}>
              <Input
                autoFocus
                maxLength={options.maxLength ?? 200}
                onChange={(event) => {
                  value = event.target.value;
                  form.setFields([{ name: 'value', errors: [] }]);
                }}
              />
            </Form.Item>
          </Form>
        );
      };
      modal.confirm({
        title: options.title,
        icon: null,
        content: <Field />,
        okText: t('widgets.ok'),
        cancelText: t('widgets.cancel'),
        // With a parameter, antd hands over `close` and leaves the dialog open until it is called.
        onOk: (close: () => void) => {
          const answer = value.trim();
          if (options.required && !answer) {
            showError(t('widgets.promptRequired'));
            return;
          }
          resolve(answer);
          close();
        },
        onCancel: () => resolve(null),
      });
    });
}
