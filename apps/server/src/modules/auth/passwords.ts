import { passwordProblem } from '@survey/domain/auth/password';
import { weakPassword } from './auth.errors.ts';

/** Throws a 400 with the shared policy message when the password is not acceptable. */
export function assertPasswordPolicy(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw weakPassword(problem);
}
