import { type Edition, PASSWORD_MAX_LENGTH, type PasswordProblem, internationalContactPhone, passwordRuleParams } from '@portal/domain';
import type { RuleObject } from 'antd/es/form';
import type { TFunction } from 'i18next';

/**
 * An address's contact phone: required, 'NA' when there is none; in the international edition a number with its
 * country code (the domain's address rule).
 */
export function contactPhoneRules(t: TFunction, edition: Edition): RuleObject[] {
  const required: RuleObject = { required: true, whitespace: true, message: t('errors:phoneRequired') };
  if (edition === 'zh') return [required];
  return [
    required,
    {
      validator: async (_rule, value: string | undefined) => {
        if (value?.trim() && internationalContactPhone(value) === null) throw new Error(t('errors:contactPhoneInternational'));
      },
    },
  ];
}

/** A form rule reporting the first problem the shared password rules find, in the page's language. */
export function passwordRule(t: TFunction, problemOf: (value: string) => PasswordProblem | null, maxLength = PASSWORD_MAX_LENGTH): RuleObject {
  return {
    validator: async (_rule, value: string | undefined) => {
      const problem = problemOf(value ?? '');
      if (problem) throw new Error(t(`errors:${problem}`, passwordRuleParams(maxLength)));
    },
  };
}

export function agreementRule(t: TFunction): RuleObject {
  return { validator: async (_rule, value: boolean | undefined) => (value ? undefined : Promise.reject(new Error(t('auth:agreementRequired')))) };
}
