const FLAG = '__portalAppRunning';

/** Called by the app's entry once it hydrates, so islands know React owns the page's markup. */
export function markAppRunning(): void {
  (window as unknown as Record<string, boolean>)[FLAG] = true;
}

export function appRunning(): boolean {
  return (window as unknown as Record<string, boolean | undefined>)[FLAG] === true;
}
