/** The time source; injected so that expiry and scheduling are testable. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
