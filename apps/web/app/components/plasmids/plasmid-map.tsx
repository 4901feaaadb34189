import type { Plasmid } from '@portal/domain';
import { Segmented, Skeleton } from 'antd';
import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithTimeout } from '../chunk-load';
import type { MapViewer } from './seqviz-map';

const SeqvizMap = lazyWithTimeout(() => import('./seqviz-map'));
const VIEWERS: readonly MapViewer[] = ['both', 'circular', 'linear'];

/**
 * The circular and linear map with features, unique cutters and the translated sequence. It is drawn in the
 * browser only (the library measures the window), after the page has hydrated; the server sends its frame. A
 * large plasmid's map is redrawn as a deferred update, so the forms beside it answer while it draws; its
 * `data-length` says which version is drawn.
 */
export function PlasmidMap({ plasmid: current, height = 520 }: { plasmid: Plasmid; height?: number }) {
  const { t } = useTranslation('plasmid-builder');
  const plasmid = useDeferredValue(current);
  const [viewer, setViewer] = useState<MapViewer>('both');
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const frame = <Skeleton.Node active style={{ width: '100%', height }} />;
  return (
    <section aria-label={t('map.label')} data-testid="plasmid-map" data-length={plasmid.sequence.length} data-features={plasmid.features.length}>
      <Segmented
        value={viewer}
        onChange={(value) => setViewer(value as MapViewer)}
        options={VIEWERS.map((value) => ({ value, label: t(`map.viewer.${value}`) }))}
        style={{ marginBottom: 8 }}
      />
      {inBrowser ? (
        <Suspense fallback={frame}>
          <SeqvizMap plasmid={plasmid} viewer={viewer} height={height} />
        </Suspense>
      ) : (
        frame
      )}
    </section>
  );
}
