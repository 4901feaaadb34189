import type { ScanResult } from '@portal/domain';
import { Alert, Button, Descriptions, Flex, Input, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-client';
import { useScanLookup } from '../api/scan-api';
import { type CameraProblem, type CameraScan, startCameraScan } from './camera-scanner';

const FIELDS = [
  'projectNo',
  'projectName',
  'potency',
  'subpackageAmount',
  'tubeCount',
  'subpackageVolume',
  'productionSerialNo',
  'shippingBox',
  'position',
] as const;

/** Spec section 2, scan page: read a tube or box label with the camera or type its code, and show what it holds. */
export function ScanPanel() {
  const { t } = useTranslation('scan');
  const lookup = useScanLookup();
  const video = useRef<HTMLVideoElement>(null);
  const scan = useRef<CameraScan | null>(null);
  // Counts stops, so a camera that finishes starting after the visitor stopped it (or left) is stopped at once.
  const stops = useRef(0);
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [code, setCode] = useState('');

  const stopCamera = () => {
    stops.current += 1;
    scan.current?.stop();
    scan.current = null;
    setScanning(false);
  };
  useEffect(() => stopCamera, []);

  const find = (value: string) => {
    const trimmed = value.trim();
    setCode(trimmed);
    if (trimmed) lookup.mutate(trimmed);
  };

  const startCamera = async () => {
    if (!video.current) return;
    setProblem(null);
    setScanning(true);
    const stopsBefore = stops.current;
    const started = await startCameraScan(
      video.current,
      (read) => {
        stopCamera();
        find(read);
      },
      (reason) => {
        setProblem(reason);
        setScanning(false);
      },
    );
    if (stops.current === stopsBefore) scan.current = started;
    else started?.stop();
  };

  const result: ScanResult | undefined = lookup.data;
  return (
    <Flex vertical gap={16} data-testid="scan-panel">
      <Typography.Title level={3}>{t('title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Flex gap={8} wrap>
        <Button type="primary" onClick={() => void (scanning ? stopCamera() : startCamera())}>
          {scanning ? t('stopCamera') : t('startCamera')}
        </Button>
      </Flex>
      <video ref={video} muted playsInline style={{ width: '100%', maxHeight: 320, display: scanning ? 'block' : 'none', background: '#000' }} />
      {problem ? <Alert type="error" showIcon message={t(`problem.${problem}`)} /> : null}
      <Input.Search
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onSearch={find}
        enterButton={t('find')}
        placeholder={t('codePlaceholder')}
        aria-label={t('codeLabel')}
        loading={lookup.isPending}
        allowClear
      />
      {lookup.isError ? <Alert type="warning" showIcon message={serverMessage(lookup.error) ?? t('problem.scanFailed')} /> : null}
      {result ? (
        <Descriptions bordered column={1} size="small" data-testid="scan-result" title={result.code}>
          {FIELDS.map((field) => (
            <Descriptions.Item key={field} label={t(`field.${field}`)}>
              {String(result[field]) || '—'}
            </Descriptions.Item>
          ))}
        </Descriptions>
      ) : null}
    </Flex>
  );
}
