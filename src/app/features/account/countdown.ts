// The SMS send button's countdown (account spec section 4): after a send, the
// seconds left until the platform's expirationTime, refreshed every
// constants.smsCountdownTickMs (500 ms) until it reaches zero. Pure timers, so a
// unit test drives it with fake time.

/** Whole seconds from `now` to `expiresAt`, never negative. */
export function secondsLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/**
 * When the countdown ends: the platform's expirationTime when it sent a usable
 * one, else `defaultWaitSeconds` from now (the reset flow's 60 s default).
 */
export function countdownEnd(expirationTime: unknown, now: number, defaultWaitSeconds: number): number {
  return typeof expirationTime === 'number' && Number.isFinite(expirationTime) && expirationTime > now ? expirationTime : now + defaultWaitSeconds * 1000;
}

/** A tick below this would only burn the battery: the display changes once a second. */
const MIN_TICK_MS = 16;

/**
 * Calls `onTick(seconds)` at once and then every `tickMs` until zero (the last
 * call is 0). Returns a stop function.
 */
export function startCountdown(expiresAt: number, tickMs: number, onTick: (seconds: number) => void, now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const tick = () => {
    const s = secondsLeft(expiresAt, now());
    onTick(s);
    if (s === 0) stop();
  };
  timer = setInterval(tick, Math.max(MIN_TICK_MS, tickMs));
  tick();
  return stop;
}
