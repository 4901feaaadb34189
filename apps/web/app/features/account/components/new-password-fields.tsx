import { newPasswordProblem, passwordHint, passwordStrength, stripChinese } from '@portal/domain';
import { Form, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../../components/password-input';
import { passwordRule } from '../form-rules';

const STRENGTH_COLOURS: Record<number, string> = { 10: '#ff4d4f', 30: '#fa8c16', 60: '#fadb14', 100: '#52c41a' };

type Props = {
  names: { password: string; confirm: string };
  labels: { password: string; confirm: string };
  maxLength: number;
  /** The field holding the current password, when the new one must differ from it. */
  oldPasswordName?: string;
};

/** A new password with the shared rules and their hint, the strength meter (spec section 5) and its confirmation. */
export function NewPasswordFields({ names, labels, maxLength, oldPasswordName }: Props) {
  const { t } = useTranslation('auth');
  const form = Form.useFormInstance();
  const password = (Form.useWatch(names.password, form) as string | undefined) ?? '';
  const strength = password ? passwordStrength(password) : 0;
  const hint = passwordHint(maxLength);
  return (
    <>
      <Form.Item
        name={names.password}
        label={labels.password}
        extra={t(hint.key, hint.params)}
        normalize={stripChinese}
        dependencies={oldPasswordName ? [oldPasswordName] : []}
        rules={[
          passwordRule(
            t,
            (value) =>
              newPasswordProblem({ password: value, maxLength, ...(oldPasswordName ? { oldPassword: form.getFieldValue(oldPasswordName) as string } : {}) }),
            maxLength,
          ),
        ]}
      >
        <PasswordInput autoComplete="new-password" maxLength={maxLength} />
      </Form.Item>
      <Progress
        percent={strength}
        showInfo={false}
        strokeColor={STRENGTH_COLOURS[strength]}
        aria-label={t('account:strength')}
        data-testid="password-strength"
        data-strength={strength}
      />
      <Form.Item
        name={names.confirm}
        label={labels.confirm}
        normalize={stripChinese}
        dependencies={[names.password]}
        rules={[
          { required: true, message: t('errors:passwordRequired') },
          // An empty confirmation already has its own message.
          passwordRule(t, (value) => (!value || value === form.getFieldValue(names.password) ? null : 'passwordMismatch')),
        ]}
      >
        <PasswordInput autoComplete="new-password" maxLength={maxLength} />
      </Form.Item>
    </>
  );
}
