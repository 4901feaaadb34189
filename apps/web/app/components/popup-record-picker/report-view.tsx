import { Alert, Spin } from 'antd';
import { useReportLayout } from './report-api';
import { ReportRecords } from './report-records';

/** A server-defined report shown in the page: its search form, records and pages, to read only. */
export function ReportView({ code }: { code: string }) {
  const layout = useReportLayout(code, true);
  if (!layout.data) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (!layout.data.ok) return <Alert type="error" title={layout.data.reason} />;
  return <ReportRecords layout={layout.data.columns} queryItems={layout.data.queryItems} />;
}
