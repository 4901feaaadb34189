import { REPORT_CACHE_MS, type ReportColumnsReply, type ReportQueryItem, reportEndpoints } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, serverMessage } from '../../lib/api-client';
import { useApi } from '../../lib/browser-api';

/** A report's columns and query fields, or why they could not be had. */
export type ReportLayout = { ok: true; columns: ReportColumnsReply; queryItems: ReportQueryItem[] } | { ok: false; reason: string };

/**
 * getRpColumns then getQueryInfo, kept 30 s (spec section 9). A failure is the popup's own to report ('Popup初始化
 * 失败…', spec section 8), so it comes back as a value, except an expired session, which the app handles everywhere.
 */
export function useReportLayout(code: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['report-layout', code],
    queryFn: async (): Promise<ReportLayout> => {
      try {
        const columns = (await api.call(reportEndpoints.columns, { params: { code } })).result;
        const queryItems = (await api.call(reportEndpoints.queryInfo, { params: { configId: columns.cgRpConfigId } })).result;
        return { ok: true, columns, queryItems };
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) throw error;
        return { ok: false, reason: serverMessage(error) ?? '' };
      }
    },
    enabled,
    staleTime: (query) => (query.state.data?.ok ? REPORT_CACHE_MS : 0),
  });
}

/**
 * The getData query as the address carries it, all text: the report's own fields take any name, so the schema's
 * type asks text of every parameter, the page's numbers too.
 */
function asText(query: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)]));
}

/** One page of a report's records; the previous page stays on screen while the next one loads. */
export function useReportPage(configId: string | null, query: Record<string, string | number>) {
  const api = useApi();
  return useQuery({
    queryKey: ['report-page', configId, query],
    queryFn: async () => (await api.call(reportEndpoints.data, { params: { configId: configId ?? '' }, query: asText(query) })).result,
    enabled: configId !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
