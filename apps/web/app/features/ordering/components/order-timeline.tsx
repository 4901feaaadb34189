import { type OrderEvent, shownStatusAfter } from '@portal/domain';
import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOrderFormat } from '../../../components/orders/use-order-format';

const COLORS: Partial<Record<OrderEvent['action'], string>> = { cancel: 'gray', staffCancel: 'gray', expireQuote: 'red', complete: 'green' };

/** The order's history (architecture rule 3): each step with when, who, the status it led to and its note. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const { t } = useTranslation(['ordering', 'orders']);
  const format = useOrderFormat();
  return (
    <Timeline
      data-testid="order-timeline"
      items={events.map((event, index) => ({
        key: `${event.at}-${index}`,
        color: COLORS[event.action] ?? 'blue',
        title: <time dateTime={event.at}>{format.moment(event.at)}</time>,
        content: (
          <div data-testid="order-event">
            <Typography.Text strong>{t(`orders:action_${event.action}`)}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {t('eventBy', { actor: t(`actor_${event.actor}`), name: event.actorName })} · {t(`orders:status_${shownStatusAfter(event)}`)}
            </Typography.Text>
            {event.note ? <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>{event.note}</Typography.Paragraph> : null}
          </div>
        ),
      }))}
    />
  );
}
