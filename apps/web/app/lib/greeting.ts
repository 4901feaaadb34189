export type Greeting = 'earlyMorning' | 'morning' | 'noon' | 'afternoon' | 'evening';

/** Spec section 9: the greeting by the hour (0 to 23) of the visitor's clock. */
export function greetingOf(hour: number): Greeting {
  if (hour < 9) return 'earlyMorning';
  if (hour <= 11) return 'morning';
  if (hour <= 13) return 'noon';
  if (hour < 20) return 'afternoon';
  return 'evening';
}
