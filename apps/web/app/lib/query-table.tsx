import { Typography } from 'antd';

/**
 * A table's loading and empty state from the query that fills it: a failed load shows `failure` where the rows
 * would be, so an empty list and a list that could not be loaded never look alike.
 */
export function queryTableState(query: { isFetching: boolean; isError: boolean }, failure: string) {
  return {
    loading: query.isFetching,
    locale: query.isError ? { emptyText: <Typography.Text type="danger">{failure}</Typography.Text> } : undefined,
  };
}
