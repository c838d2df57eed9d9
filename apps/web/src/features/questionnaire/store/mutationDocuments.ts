import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { QUESTIONNAIRE_CHANGE_DOCUMENTS } from './editorMutations.generated.ts';
import type { EditorCommandName } from './pendingCommand.ts';

/** What every editing mutation answers (the ChangeFields fragment). */
export interface ChangeAnswer {
  version: number;
  appliedAt: string;
  clientMutationId?: string | null;
  replayed: boolean;
}

// Variables are checked by the server's edge schema; `never` lets every document fit one map.
type EditorDocument = TypedDocumentNode<Record<string, ChangeAnswer>, never>;

/**
 * The typed document of each command the editor sends, by the domain's (= the mutation's) name,
 * generated from the schema. The mapped type makes a command without a document a compile error;
 * the intersection does the same for a document of an unknown command (an assignment alone allows
 * extra keys).
 */
export const EDITOR_MUTATION_DOCUMENTS: { [N in EditorCommandName]: EditorDocument } & {
  [X in Exclude<keyof typeof QUESTIONNAIRE_CHANGE_DOCUMENTS, EditorCommandName>]: never;
} = QUESTIONNAIRE_CHANGE_DOCUMENTS;
