/** What one request did to its session: go on with `next`, or the session ended (null). */
export type SendOutcome<S> = { ok: true; next: S | null } | { ok: false; error: string };

export interface OpenLoopOptions<S> {
  /** Requests per second, on a fixed schedule. */
  rate: number;
  /** The measured part of the schedule. */
  seconds: number;
  /** Scheduled before the measured part, at the same rate; errors count, timings do not. */
  warmupSeconds: number;
  /**
   * Sessions prepared beforehand: the first `active` take requests; the rest replace ended ones,
   * and join when a request is due while every session waits for a reply (a slow server meets
   * more respondents, as it would in the field, instead of fewer requests).
   */
  sessions: readonly S[];
  active: number;
  /** One request for the session; never rejects (a failure is `ok: false`). */
  send(session: S): Promise<SendOutcome<S>>;
}

export interface OpenLoopResult {
  /** Per measured request, ms from its scheduled send time to its reply (errors included). */
  latencies: number[];
  /** The same, by second of the measured schedule (when a slow stretch happened). */
  bySecond: number[][];
  /** Wall-clock time (epoch ms) the measured schedule started. */
  measuredFrom: number;
  /** Per measured request, ms from its scheduled send time to when it was sent. */
  sendLags: number[];
  /** Failed requests (whole run) by reason. */
  errors: Map<string, number>;
  /** Measured requests sent no later than the schedule's end, per second of the measured part. */
  achievedRate: number;
  /** Requests scheduled in all (warm-up included) and how many were never sent. */
  scheduled: number;
  unsent: number;
  /** Requests due while every session had a request in flight: a prepared session joined. */
  joined: number;
  /** Requests that waited for a session because the prepared ones had run out. */
  waitedForSession: number;
  /** Sessions that took requests; true when the prepared ones ran out. */
  sessionsUsed: number;
  ranOut: boolean;
  maxInFlight: number;
}

/**
 * An open-loop load: request i is due at start + i / rate whatever the replies before it did, so
 * a slow server meets the same arrivals and its slowness shows in the latencies (measured from
 * the due time, not the actual send: no coordinated omission). A session has at most one request
 * in flight, because it must know its next page before answering it; a due request with no idle
 * session goes to a fresh prepared one, or, when none is left, waits for the next reply (that
 * wait counts in its latency, and the generator did not keep the schedule).
 */
export function runOpenLoop<S>(opts: OpenLoopOptions<S>): Promise<OpenLoopResult> {
  const interval = 1000 / opts.rate;
  const warmupSlots = Math.round(opts.warmupSeconds * opts.rate);
  const total = warmupSlots + Math.round(opts.seconds * opts.rate);
  const idle: S[] = opts.sessions.slice(0, opts.active);
  let reserveAt = idle.length;
  const waiting: number[] = [];
  const latencies: number[] = [];
  const bySecond: number[][] = [];
  const sendLags: number[] = [];
  const errors = new Map<string, number>();
  let nextSlot = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let sentInWindow = 0;
  let joined = 0;
  let waitedForSession = 0;
  let ranOut = false;
  const start = performance.now() + 20;
  const due = (slot: number) => start + slot * interval;
  const windowEnd = due(total);

  return new Promise((resolve) => {
    const finishIfDone = () => {
      if (nextSlot < total || inFlight > 0) return;
      // Slots still waiting now can never be served: every session ended and none is left.
      resolve({
        latencies,
        bySecond,
        measuredFrom: performance.timeOrigin + due(warmupSlots),
        sendLags,
        errors,
        achievedRate: sentInWindow / opts.seconds,
        scheduled: total,
        unsent: waiting.length,
        joined,
        waitedForSession,
        sessionsUsed: reserveAt,
        ranOut,
        maxInFlight,
      });
    };
    const release = (session: S) => {
      const slot = waiting.shift();
      if (slot === undefined) idle.push(session);
      else fire(slot, session);
    };
    const fresh = (): S | undefined => {
      const session = opts.sessions[reserveAt];
      if (session === undefined) ranOut = true;
      else reserveAt += 1;
      return session;
    };
    const replace = () => {
      const session = fresh();
      if (session !== undefined) release(session);
    };
    const fire = (slot: number, session: S) => {
      const sentAt = performance.now();
      const measured = slot >= warmupSlots;
      if (measured) {
        sendLags.push(sentAt - due(slot));
        if (sentAt <= windowEnd) sentInWindow += 1;
      }
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      void opts.send(session).then((outcome) => {
        inFlight -= 1;
        if (measured) {
          const ms = performance.now() - due(slot);
          latencies.push(ms);
          const second = Math.floor((slot - warmupSlots) / opts.rate);
          (bySecond[second] ??= []).push(ms);
        }
        if (!outcome.ok) errors.set(outcome.error, (errors.get(outcome.error) ?? 0) + 1);
        // A failed session's state is unknown: a fresh one takes its place.
        if (outcome.ok && outcome.next !== null) release(outcome.next);
        else replace();
        finishIfDone();
      });
    };
    const tick = () => {
      const now = performance.now();
      while (nextSlot < total && due(nextSlot) <= now) {
        let session = idle.shift();
        if (session === undefined) {
          session = fresh();
          if (session !== undefined) joined += 1;
        }
        if (session === undefined) {
          waitedForSession += 1;
          waiting.push(nextSlot);
        } else fire(nextSlot, session);
        nextSlot += 1;
      }
      if (nextSlot < total) setTimeout(tick, Math.max(0, due(nextSlot) - performance.now()));
      else finishIfDone();
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
}
