/**
 * The editor's copy of a draft's languages (issue 37 §1). A command is applied at once with the
 * domain's pure command (the same code the server runs), then sent with the version it was applied
 * to; the server's answer replaces the copy. Commands go one after the other, so each is sent at
 * the version the previous one was answered with. A refusal puts back the confirmed copy and says
 * why; a version conflict (another tab) reloads it.
 */
import { useApolloClient, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import {
  applyTranslationCommand,
  type TranslationCommandArgs,
  type TranslationCommandName,
} from '@survey/domain/questionnaire/translations/commands';
import { TranslationCommandError } from '@survey/domain/questionnaire/translations/errors';
import type { QuestionnaireTranslations } from '@survey/domain/questionnaire/translations/model';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  AddQuestionnaireLanguageDocument,
  QuestionnaireTranslationsDocument,
  RemoveQuestionnaireLanguageDocument,
  SetQuestionnaireTranslationDocument,
  type TranslationsFieldsFragment,
} from '../../../gql/questionnaire/graphql.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';

export interface TranslationsState {
  version: number;
  baseLanguage: string;
  translations: QuestionnaireTranslations;
}

const stateOf = (f: TranslationsFieldsFragment): TranslationsState => ({
  version: f.version,
  baseLanguage: f.baseLanguage,
  translations: { languages: f.languages, texts: f.texts as QuestionnaireTranslations['texts'] },
});

const DOCUMENTS = {
  addQuestionnaireLanguage: AddQuestionnaireLanguageDocument,
  removeQuestionnaireLanguage: RemoveQuestionnaireLanguageDocument,
  setQuestionnaireTranslation: SetQuestionnaireTranslationDocument,
} as const;

export interface Translations {
  state: TranslationsState | null;
  loading: boolean;
  loadError: boolean;
  /** The last refusal's message (cleared by the next command). */
  error: string | null;
  run: <N extends TranslationCommandName>(name: N, args: TranslationCommandArgs[N]) => boolean;
  /** Replaces the copy with the server's (an import answered it). */
  confirmed: (fields: TranslationsFieldsFragment) => void;
}

export function useTranslations(surveyId: string, view: Questionnaire | null): Translations {
  const client = useApolloClient();
  const query = useQuery(QuestionnaireTranslationsDocument, {
    variables: { surveyId },
    context: serviceContext.questionnaire,
    fetchPolicy: 'network-only',
  });
  const [state, setState] = useState<TranslationsState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const confirmedRef = useRef<TranslationsState | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  // Commands applied here and not answered yet: the copy is the confirmed one with them applied.
  const pending = useRef<((t: QuestionnaireTranslations) => QuestionnaireTranslations)[]>([]);
  const viewRef = useRef(view);
  useEffect(() => {
    viewRef.current = view;
  }, [view]);

  const withPending = useCallback((base: TranslationsState): TranslationsState => {
    let translations = base.translations;
    for (const apply of pending.current) {
      try {
        translations = apply(translations);
      } catch {
        // No longer applies to the confirmed copy: the server will refuse it too.
      }
    }
    return { ...base, translations };
  }, []);

  const loaded = query.data?.questionnaireTranslations;
  useEffect(() => {
    if (!loaded) return;
    confirmedRef.current = stateOf(loaded);
    setState(confirmedRef.current);
  }, [loaded]);

  const confirmed = useCallback(
    (fields: TranslationsFieldsFragment) => {
      confirmedRef.current = stateOf(fields);
      setState(withPending(confirmedRef.current));
    },
    [withPending],
  );

  const run = useCallback(
    <N extends TranslationCommandName>(name: N, args: TranslationCommandArgs[N]): boolean => {
      if (!view || !state) return false;
      const apply = (t: QuestionnaireTranslations) =>
        applyTranslationCommand(name, t, viewRef.current ?? view, args);
      try {
        setState({ ...state, translations: apply(state.translations) });
        setError(null);
      } catch (e) {
        if (!(e instanceof TranslationCommandError)) throw e;
        setError(e.message);
        return false;
      }
      pending.current.push(apply);
      queue.current = queue.current.then(async () => {
        try {
          const { data } = await client.mutate({
            mutation: DOCUMENTS[name],
            variables: {
              surveyId,
              ...args,
              baseVersion: confirmedRef.current?.version ?? 0,
            } as never,
            fetchPolicy: 'no-cache',
            context: serviceContext.questionnaire,
          });
          const answer = data && (Object.values(data)[0] as TranslationsFieldsFragment);
          pending.current.shift();
          if (answer) confirmed(answer);
        } catch (e) {
          pending.current.shift();
          const codes = CombinedGraphQLErrors.is(e)
            ? e.errors.map((x) => String(x.extensions?.code ?? ''))
            : [];
          setError(
            CombinedGraphQLErrors.is(e)
              ? (e.errors[0]?.message ?? 'The change was not saved.')
              : 'The change was not saved. Check your connection and try again.',
          );
          if (codes.includes('VERSION_CONFLICT')) void query.refetch();
          else if (confirmedRef.current) setState(withPending(confirmedRef.current));
        }
      });
      return true;
    },
    [client, confirmed, query, state, surveyId, view, withPending],
  );

  return {
    state,
    loading: query.loading && !state,
    loadError: Boolean(query.error) && !state,
    error,
    run,
    confirmed,
  };
}
