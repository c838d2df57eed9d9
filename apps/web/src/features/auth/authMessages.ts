/** User-facing texts of the auth screens. Those marked "spec" are requirements, copied exactly. */
export const AUTH_MESSAGES = {
  wrongPassword: 'The password is incorrect.',
  unknownUser: 'There is no account with that e-mail address.',
  tooManyAttempts: 'Too many attempts. Try again in a few minutes.',
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
  resetLinkCheckFailed: "We couldn't check your reset link. Please refresh the page to try again.",
  // spec 1 §5 / spec 3 §5
  passwordReused: "It looks like you've used this password before. Please try something different.",
  resetEmailResent: "We've sent the reset link again.",
} as const;
