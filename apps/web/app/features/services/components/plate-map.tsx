import { PLATE_COLUMNS, PLATE_ROWS, normalizeWell } from '@portal/domain';
import { Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServiceRow } from '../api/service-rows';

const CELL = 30;

/**
 * The order's 96-well plate as the lab will load it: each well with its sample, an empty well pale, and a well
 * that two rows name marked, so the layout can be checked at a glance before sending.
 */
export function PlateMap({ rows }: { rows: readonly ServiceRow[] }) {
  const { t } = useTranslation('service-pages');
  const samples = new Map<string, string[]>();
  for (const row of rows) {
    const well = typeof row.well === 'string' ? normalizeWell(row.well) : '';
    if (well) samples.set(well, [...(samples.get(well) ?? []), String(row.sampleName ?? '')]);
  }
  const columns = Array.from({ length: PLATE_COLUMNS }, (_, index) => index + 1);
  return (
    <figure style={{ margin: '12px 0' }} data-testid="plate-map">
      <Typography.Text strong>{t('plate.title', { count: [...samples.keys()].length })}</Typography.Text>
      <table aria-label={t('plate.label')} style={{ borderCollapse: 'separate', borderSpacing: 3, marginTop: 8 }}>
        <thead>
          <tr>
            <th />
            {columns.map((column) => (
              <th key={column} scope="col" style={{ width: CELL, fontWeight: 400, fontSize: 12 }}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from(PLATE_ROWS, (row) => (
            <tr key={row}>
              <th scope="row" style={{ fontWeight: 400, fontSize: 12, paddingInlineEnd: 4 }}>
                {row}
              </th>
              {columns.map((column) => {
                const well = `${row}${column}`;
                const names = samples.get(well) ?? [];
                const background = names.length > 1 ? '#ff4d4f' : names.length === 1 ? '#1677ff' : '#f0f0f0';
                const label = names.length === 0 ? t('plate.empty', { well }) : t('plate.well', { well, sample: names.join(', ') });
                return (
                  <td key={well} style={{ padding: 0 }}>
                    <Tooltip title={label}>
                      <span
                        role="img"
                        aria-label={label}
                        data-well={well}
                        style={{ display: 'block', width: CELL - 6, height: CELL - 6, borderRadius: '50%', background }}
                      />
                    </Tooltip>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
