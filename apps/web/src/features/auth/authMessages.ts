/** User-facing texts of the auth screens. Those marked "spec" are requirements, copied exactly. */
export const AUTH_MESSAGES = {
  wrongPassword: 'The password is incorrect.',
  unknownUser: 'There is no account with that e-mail address.',
  generic: 'Something went wrong. Please try again.',
  unavailable: 'The server could not be reached. Check your connection and try again.',
  accountExists: 'There is already an account with this e-mail address.',
  // spec 1 §8
  signupFailed:
    'Whoops, there was an issue completing the signup process. Please refresh and try again.',
  // spec 1 §8
  inviteInvalid:
    'Sorry, this link is either invalid or expired. Please contact your team mate for a new invite.',
  inviteCheckFailed: "We couldn't check your invite. Please refresh the page to try again.",
  // spec 1 §5 / spec 3 §5
  resetUserNotFound: 'There is no user with that email address. Do you want to sign up instead?',
  // spec 3 §2
  resetLinkInvalid: 'Sorry, this link is either invalid or expired.',
  signupLinkInvalid:
    'Sorry, this link is either invalid or expired. If you have already set your password, log in.',
  signupLinkCheckFailed:
    "We couldn't check your sign-up link. Please refresh the page to try again.",
  resetLinkCheckFailed: "We couldn't check your reset link. Please refresh the page to try again.",
  // spec 1 §5 / spec 3 §5
  passwordReused: "It looks like you've used this password before. Please try something different.",
  resetEmailResent: "We've sent the reset link again.",
} as const;

/** "a minute", "14 minutes", "an hour": how long to wait, rounded up to whole minutes. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return 'a minute';
  if (minutes >= 60) return 'an hour';
  return `${minutes} minutes`;
}

/**
 * The lock-out message, with the wait the server gives (Retry-After) or else the rule's whole
 * window: 15 minutes for log-in failures, an hour for reset requests (docs/decisions/spec-gaps.md).
 */
export function tooManyAttemptsMessage(
  kind: 'login' | 'reset',
  retryAfterSeconds: number | undefined,
): string {
  const wait = waitText(retryAfterSeconds ?? (kind === 'login' ? 15 * 60 : 60 * 60));
  const what = kind === 'login' ? 'Too many failed log-ins' : 'Too many reset requests';
  return `${what}. Try again in ${wait}.`;
}
