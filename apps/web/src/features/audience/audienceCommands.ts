import type { DocumentNode } from 'graphql';
import { presetDefinition } from '@survey/domain/audience/presets/presets';
import {
  applyAudienceCommand,
  type AudienceCommandArgs,
  type AudienceCommandName,
} from '@survey/domain/audience/registry';
import type { DraftAudience } from '@survey/domain/audience/model';
import { AUDIENCE_CHANGE_DOCUMENTS } from './audienceMutations.generated.ts';

/** The arguments the browser sends: a preset goes by name only (the server adds its definition). */
export type SentArgs<N extends AudienceCommandName> = N extends 'presetAudience'
  ? { name: string }
  : AudienceCommandArgs<N>;

/** One pending change: a command by its mutation name and the arguments sent with it. */
export interface AudienceChangeRequest {
  name: AudienceCommandName;
  args: SentArgs<AudienceCommandName>;
}

/**
 * Each command's mutation document (generated from the schema); the mutation field has the
 * command's name. A command without a document, or a document of an unknown command, fails to
 * compile.
 */
export const AUDIENCE_MUTATION_DOCUMENTS: Record<AudienceCommandName, DocumentNode> & {
  [X in Exclude<keyof typeof AUDIENCE_CHANGE_DOCUMENTS, AudienceCommandName>]: never;
} = AUDIENCE_CHANGE_DOCUMENTS;

let temporaryIds = 0;

/** Ids for optimistic adds: replaced by the server's as soon as it answers. */
function temporaryId(): string {
  temporaryIds += 1;
  return `pending-${String(temporaryIds)}`;
}

/** Applies a change the way the server will; the preset's definition comes from the same catalogue. */
export function applyChange(a: DraftAudience, change: AudienceChangeRequest): DraftAudience {
  const ctx = { newId: temporaryId, now: new Date().toISOString() };
  if (change.name === 'presetAudience') {
    const { name } = change.args as SentArgs<'presetAudience'>;
    return applyAudienceCommand(
      'presetAudience',
      a,
      { name, preset: presetDefinition(a.countryCode, name) ?? null },
      ctx,
    );
  }
  return applyAudienceCommand(change.name, a, change.args as never, ctx);
}

/**
 * What the user sees: the server's audience with the changes it has not answered yet applied on
 * top, in order. A change the domain refuses is left out here; the server has the last word.
 */
export function withPendingChanges(
  server: DraftAudience,
  pending: readonly AudienceChangeRequest[],
): DraftAudience {
  return pending.reduce((a, change) => {
    try {
      return applyChange(a, change);
    } catch {
      return a;
    }
  }, server);
}
