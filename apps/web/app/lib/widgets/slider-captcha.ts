/**
 * The slider captcha of spec section 4: idle, dragging, verified once the handle reaches the end of its track
 * (the container's width minus the handle's). Letting go early returns to idle; verified is final.
 */
export type SliderPhase = 'idle' | 'dragging' | 'verified';
export type SliderState = { phase: SliderPhase; offset: number };

export const SLIDER_IDLE: SliderState = { phase: 'idle', offset: 0 };

/** How far the handle may travel. */
export function sliderMaxOffset(containerWidth: number, handleWidth: number): number {
  return Math.max(0, containerWidth - handleWidth);
}

export function sliderStart(state: SliderState): SliderState {
  return state.phase === 'verified' ? state : { phase: 'dragging', offset: 0 };
}

/** `distance`: how far the pointer has moved since the drag began. */
export function sliderMove(state: SliderState, distance: number, maxOffset: number): SliderState {
  if (state.phase !== 'dragging') return state;
  const offset = Math.min(Math.max(distance, 0), maxOffset);
  return maxOffset > 0 && offset >= maxOffset ? { phase: 'verified', offset: maxOffset } : { phase: 'dragging', offset };
}

export function sliderRelease(state: SliderState): SliderState {
  return state.phase === 'dragging' ? SLIDER_IDLE : state;
}
