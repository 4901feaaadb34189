import { ScanPanel } from '../features/scan/components/scan-panel';

/** /scanCode/scannerPage: public, for whoever unpacks the tubes. */
export default function ScanPage() {
  return <ScanPanel />;
}
