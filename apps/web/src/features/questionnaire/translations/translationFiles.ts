/** Exporting a language's texts for translators and importing their file back (issue 37 §1). */
import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  ExportTranslationsDocument,
  ImportTranslationsDocument,
  type TranslationFileFormat,
  type TranslationsFieldsFragment,
} from '../../../gql/questionnaire/graphql.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';

export interface ImportProblem {
  line: number;
  id: string;
  code: string;
  message: string;
}

export type ImportOutcome =
  | { kind: 'imported'; imported: number; translations: TranslationsFieldsFragment }
  | { kind: 'refused'; message: string; problems: ImportProblem[] };

const base64ToBytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

async function bytesToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In chunks: String.fromCharCode takes its arguments on the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Downloads the language's texts as an XLIFF 2.0 or xlsx file. */
export async function downloadTranslations(
  client: ApolloClient,
  input: { surveyId: string; language: string; format: TranslationFileFormat },
): Promise<void> {
  const { data } = await client.query({
    query: ExportTranslationsDocument,
    variables: input,
    fetchPolicy: 'no-cache',
    context: serviceContext.questionnaire,
  });
  const file = data?.exportTranslations;
  if (!file) throw new Error('No file');
  const blob = new Blob([base64ToBytes(file.base64)], { type: file.contentType });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The format of a translator's file by its name. */
export function formatOfFile(name: string): TranslationFileFormat | null {
  if (/\.xlsx$/i.test(name)) return 'XLSX';
  if (/\.(xlf|xliff)$/i.test(name)) return 'XLIFF';
  return null;
}

/** Imports a translator's file: all of it, or nothing and every problem by line. */
export async function uploadTranslations(
  client: ApolloClient,
  input: { surveyId: string; language: string; format: TranslationFileFormat; file: Blob },
): Promise<ImportOutcome> {
  const { file, ...rest } = input;
  try {
    const { data } = await client.mutate({
      mutation: ImportTranslationsDocument,
      variables: { ...rest, base64: await bytesToBase64(file) },
      fetchPolicy: 'no-cache',
      context: serviceContext.questionnaire,
    });
    const answer = data?.importTranslations;
    if (!answer) return { kind: 'refused', message: 'The file was not imported.', problems: [] };
    return { kind: 'imported', imported: answer.imported, translations: answer.translations };
  } catch (error) {
    if (!CombinedGraphQLErrors.is(error)) {
      return { kind: 'refused', message: 'The file was not imported. Try again.', problems: [] };
    }
    const first = error.errors[0];
    const problems = (first?.extensions?.problems ?? []) as ImportProblem[];
    return { kind: 'refused', message: first?.message ?? 'The file was not imported.', problems };
  }
}
