import type { FormInstance } from 'antd';
import { useCallback } from 'react';

/** For the get-code button: the form's mobile after its rules pass (the form shows why not), else null. */
export function useValidatedMobile(form: FormInstance, field = 'mobile') {
  return useCallback(async (): Promise<string | null> => {
    try {
      const values = (await form.validateFields([field])) as Record<string, string>;
      return values[field]?.trim() ?? null;
    } catch {
      return null;
    }
  }, [form, field]);
}
