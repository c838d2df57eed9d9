/**
 * A problem with the machine or the settings that stops the server before it serves anything.
 * Its message is one line for the operator: what is wrong and how to fix it. It is printed
 * without a stack trace, because the stack would only bury that line.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
