import { RecordPickerModal } from './record-picker-modal';

/** The report popup: a server-defined report with its search form and pages, to read only. */
export function ReportPopup({ open, code, onClose }: { open: boolean; code: string; onClose: () => void }) {
  return <RecordPickerModal open={open} code={code} onCancel={onClose} />;
}
