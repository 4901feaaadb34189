import { Button, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import styles from './content.module.css';

type Props = {
  action: string;
  testId: string;
  keyword: string;
  label: string;
  submitLabel: string;
  maxLength: number | undefined;
  /** Hidden fields that keep the rest of the address (a chosen tab, say). */
  children?: ReactNode;
};

/**
 * A content page's keyword search as a plain GET form: the server renders the results, with or without the app, and
 * the address keeps the search.
 */
export function KeywordSearch({ action, testId, keyword, label, submitLabel, maxLength, children }: Props) {
  return (
    <Form method="get" action={action} className={styles.search} role="search" data-testid={testId}>
      {children}
      <Space.Compact block>
        <Input type="search" name="keyword" defaultValue={keyword} placeholder={label} aria-label={label} maxLength={maxLength} />
        <Button type="primary" htmlType="submit">
          {submitLabel}
        </Button>
      </Space.Compact>
    </Form>
  );
}
