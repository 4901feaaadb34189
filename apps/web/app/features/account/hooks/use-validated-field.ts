import type { FormInstance } from 'antd';
import { useCallback } from 'react';

/** For the get-code button: the field's value after its rules pass (the form shows why not), else null. */
export function useValidatedField(form: FormInstance, field: string) {
  return useCallback(async (): Promise<string | null> => {
    try {
      const values = (await form.validateFields([field])) as Record<string, string>;
      return values[field]?.trim() ?? null;
    } catch {
      return null;
    }
  }, [form, field]);
}
