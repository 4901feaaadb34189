import { type MonthlySpend, dateTimeFormat, formatPrice, languageTag } from '@portal/domain';
import { theme } from 'antd';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useRootData } from '../../../root';

type Props = { months: readonly MonthlySpend[]; currency: string; label: string };

/**
 * Twelve months of confirmed spend as bars. Loaded on its own (the chart library is large) and only in the browser,
 * once the figures have arrived; the label names the chart for screen readers, whose users read the list beside it.
 */
export default function SpendChart({ months, currency, label }: Props) {
  const { language } = useRootData();
  const { token } = theme.useToken();
  const monthFormat = dateTimeFormat(languageTag(language), { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const data = months.map((entry) => ({ month: monthFormat.format(new Date(`${entry.month}-01T00:00:00Z`)), spend: entry.totalMinor }));
  const money = (minor: number) => formatPrice(minor, currency, language);
  return (
    <div role="img" aria-label={label} style={{ width: '100%', height: 260 }} data-testid="spend-chart">
      <ResponsiveContainer>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid vertical={false} stroke={token.colorBorderSecondary} />
          <XAxis dataKey="month" tickLine={false} />
          <YAxis tickFormatter={money} width={90} tickLine={false} axisLine={false} />
          <Tooltip formatter={(value) => money(Number(value))} />
          <Bar dataKey="spend" fill={token.colorPrimary} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
