import type { Plasmid } from '@portal/domain';
import { useMemo } from 'react';
import SeqViz from 'seqviz';
import { mapPropsOf } from './map-props';

export type MapViewer = 'both' | 'circular' | 'linear';

/**
 * The map library's viewer, in its own module so only the pages that show a map load it (about 300 KiB). Fonts
 * are the page's own: the library would otherwise fetch them from Google, which the CSP refuses.
 */
export default function SeqvizMap({ plasmid, viewer, height }: { plasmid: Plasmid; viewer: MapViewer; height: number }) {
  const props = useMemo(() => mapPropsOf(plasmid), [plasmid]);
  return (
    <SeqViz
      name={plasmid.name}
      seq={plasmid.sequence}
      annotations={props.annotations}
      translations={props.translations}
      enzymes={props.enzymes}
      primers={[]}
      viewer={viewer}
      showComplement
      disableExternalFonts
      style={{ height, width: '100%' }}
    />
  );
}
