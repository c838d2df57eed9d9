import type { z } from 'zod';
import { badInput } from './errors.ts';

/** Parses `input` with `schema` at the edge; a failure becomes a BAD_USER_INPUT naming each field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = result.error.issues.map((i) => ({
    path: i.path.join('.') || '(root)',
    message: i.message,
  }));
  throw badInput(
    `Invalid input: ${fields.map((f) => `${f.path}: ${f.message}`).join('; ')}`,
    fields,
  );
}
