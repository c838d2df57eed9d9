/** The time source; injected so that expiry and scheduling are testable. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock that runs with the system's but can be moved forward (tests, the test control route). */
export interface MovableClock {
  clock: Clock;
  /** Moves the clock by `ms` milliseconds (a server test may move it back; the control route only forward). */
  advance(ms: number): void;
}

export function movableClock(): MovableClock {
  let offset = 0;
  return {
    clock: () => new Date(Date.now() + offset),
    advance: (ms) => void (offset += ms),
  };
}
