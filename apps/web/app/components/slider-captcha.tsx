import { CheckCircleFilled, DoubleRightOutlined } from '@ant-design/icons';
import { type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SLIDER_IDLE, type SliderState, sliderMaxOffset, sliderMove, sliderRelease, sliderStart } from '../lib/widgets';
import styles from './slider-captcha.module.css';

type Props = {
  /** Called once, when the handle first reaches the end of the track. */
  onSuccess?: () => void;
  /** The track's width; it fills its container by default. */
  width?: number | string;
};

/**
 * The slider captcha of spec section 4, for mouse and touch alike (pointer events): the handle is dragged to the end
 * of the track to verify; let go early, it slides back to the start. Once verified it stays verified.
 */
export function SliderCaptcha({ onSuccess, width = '100%' }: Props) {
  const { t } = useTranslation('widgets');
  const [state, setState] = useState<SliderState>(SLIDER_IDLE);
  const current = useRef<SliderState>(SLIDER_IDLE);
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; max: number } | null>(null);

  const update = (next: SliderState) => {
    if (next.phase === 'verified' && current.current.phase !== 'verified') onSuccess?.();
    current.current = next;
    setState(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (current.current.phase === 'verified' || !track.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    drag.current = { startX: event.clientX, max: sliderMaxOffset(track.current.clientWidth, event.currentTarget.offsetWidth) };
    event.currentTarget.setPointerCapture(event.pointerId);
    update(sliderStart(current.current));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (start) update(sliderMove(current.current, event.clientX - start.startX, start.max));
  };
  const onPointerUp = () => {
    drag.current = null;
    update(sliderRelease(current.current));
  };

  const verified = state.phase === 'verified';
  const className = [styles.track, verified ? styles.verified : '', state.phase === 'idle' ? styles.returning : ''].join(' ');
  return (
    <div ref={track} className={className} style={{ width }} data-testid="slider-captcha" data-state={state.phase}>
      <div className={styles.fill} style={{ width: verified ? '100%' : state.offset + 20 }} />
      <span className={styles.text}>{verified ? t('slider.verified') : t('slider.hint')}</span>
      <div
        role="slider"
        tabIndex={0}
        aria-label={t('slider.handle')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={verified ? 100 : 0}
        aria-valuetext={verified ? t('slider.verified') : t('slider.hint')}
        className={styles.handle}
        style={{ left: state.offset }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        {verified ? <CheckCircleFilled /> : <DoubleRightOutlined />}
      </div>
    </div>
  );
}
