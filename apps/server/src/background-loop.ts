/** A piece of work run at once when kicked and every `intervalMs` besides; `runNow` answers when a run is done. */
export type BackgroundLoop = { kick: () => void; runNow: () => Promise<number>; stop: () => void };

/**
 * Runs `work` one run at a time: a kick during a run asks for one more run after it (so nothing queued meanwhile
 * waits for the timer), and the timer catches what a crash or another instance left behind.
 */
export function backgroundLoop(work: () => Promise<number>, intervalMs: number, log: (error: unknown) => void): BackgroundLoop {
  let running: Promise<number> | null = null;
  let again = false;

  function runNow(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = work().finally(() => {
      running = null;
      if (again) {
        again = false;
        void runNow().catch(log);
      }
    });
    return running;
  }

  const timer = setInterval(() => void runNow().catch(log), intervalMs);
  timer.unref();
  return { kick: () => void runNow().catch(log), runNow, stop: () => clearInterval(timer) };
}
