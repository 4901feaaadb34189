import type { FormInstance } from 'antd';
import { useCallback } from 'react';

/**
 * For the get-code button: the field's value after its rules pass (the form shows why not), in the form `normalize`
 * keeps it (trimmed at least), else null.
 */
export function useValidatedField(form: FormInstance, field: string, normalize?: (value: string) => string | null) {
  return useCallback(async (): Promise<string | null> => {
    try {
      const values = (await form.validateFields([field])) as Record<string, string>;
      const value = values[field]?.trim() ?? null;
      return value && normalize ? normalize(value) : value;
    } catch {
      return null;
    }
  }, [form, field, normalize]);
}
