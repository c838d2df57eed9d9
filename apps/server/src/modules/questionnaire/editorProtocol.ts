import { z } from 'zod';
import { parseInput } from '../../lib/validate.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * The optional arguments every editing mutation takes for optimistic clients (see the schema):
 * an idempotency key, the version the client applied the command to, and the ids the command
 * consumed in the client. They are taken off the arguments before the command's own edge schema.
 */
export interface MutationProtocol {
  clientMutationId?: string;
  baseVersion?: number;
  clientIds?: string[];
}

/** More than any one command consumes (an import of a whole 300-entry draft is ~3000). */
export const MAX_CLIENT_IDS = 10_000;

const Protocol = z.object({
  clientMutationId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'clientMutationId: 1 to 64 of A-Z, a-z, 0-9, _ and -')
    .nullish(),
  baseVersion: z.number().int().min(0).nullish(),
  clientIds: z
    .array(z.guid())
    .max(MAX_CLIENT_IDS)
    .refine((ids) => new Set(ids).size === ids.length, 'clientIds must be distinct')
    .nullish(),
});

/** Splits the raw arguments into the protocol's and the command's own. */
export function takeProtocol(raw: Record<string, unknown>): {
  protocol: MutationProtocol;
  rest: Record<string, unknown>;
} {
  const { clientMutationId, baseVersion, clientIds, ...rest } = raw;
  const parsed = parseInput(Protocol, { clientMutationId, baseVersion, clientIds });
  return {
    protocol: {
      ...(parsed.clientMutationId != null && { clientMutationId: parsed.clientMutationId }),
      ...(parsed.baseVersion != null && { baseVersion: parsed.baseVersion }),
      ...(parsed.clientIds != null && { clientIds: parsed.clientIds }),
    },
    rest,
  };
}

/** The client edited another version than the draft's: it refetches and applies its edits again. */
export const versionConflict = (baseVersion: number, currentVersion: number) =>
  new AppError(
    'CONFLICT',
    `The draft changed since version ${baseVersion}; it is at version ${currentVersion}.`,
    { code: 'VERSION_CONFLICT', category: 'CONFLICT', baseVersion, currentVersion },
  );

/** A clientMutationId sent again with another operation: a client bug, refused. */
export const clientMutationIdReused = (operation: string) =>
  new AppError(
    'BAD_USER_INPUT',
    `This clientMutationId was already used for ${operation} on this draft.`,
    { code: 'CLIENT_MUTATION_ID_REUSED', category: 'BAD_USER_INPUT' },
  );
