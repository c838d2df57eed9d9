/**
 * Languages of a draft questionnaire (issue 37 §1): the translation commands, status, the launch
 * check, and the files for translators. Every use case first checks the survey is the viewer's
 * (NOT_FOUND for missing and foreign alike) and has a draft; commands also that the survey is still a
 * draft (SURVEY_NOT_EDITABLE), under its share lock, so a purchase publishes what was committed.
 */
import { pipeLabels } from '@survey/domain/questionnaire/piping';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import {
  applyTranslationCommand,
  type TranslationCommandArgs,
  type TranslationCommandName,
} from '@survey/domain/questionnaire/translations/commands';
import { planImport } from '@survey/domain/questionnaire/translations/importPlan';
import {
  baseLanguageOf,
  NO_TRANSLATIONS,
  type QuestionnaireTranslations,
} from '@survey/domain/questionnaire/translations/model';
import {
  missingTranslations,
  translationStatus,
  type TextStatus,
} from '@survey/domain/questionnaire/translations/status';
import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { requireDraftSurvey, requireOwnSurvey } from '../projects/surveys.service.ts';
import { loadDraft, type QuestionnaireDrafts } from './draftStore/draftStore.ts';
import { versionConflict } from './editorProtocol.ts';
import { questionnaireNotFound } from './questionnaire.errors.ts';
import { rowsOfXliff, rowsOfXlsx, xliffOf, xlsxOf } from './translationFiles.ts';
import {
  languageNotFound,
  toTranslationError,
  translationImportRefused,
  translationsIncomplete,
} from './translations.errors.ts';
import { findTranslations, saveTranslations } from './translations.store.ts';

type Ctx = { db: Executor; clock: Clock; drafts?: QuestionnaireDrafts };

export interface TranslationsView {
  surveyId: string;
  version: number;
  baseLanguage: string;
  languages: string[];
  texts: QuestionnaireTranslations['texts'];
}

export type TranslationFileFormat = 'XLIFF' | 'XLSX';

const viewOf = (
  surveyId: string,
  q: Questionnaire,
  version: number,
  t: QuestionnaireTranslations,
): TranslationsView => ({
  surveyId,
  version,
  baseLanguage: baseLanguageOf(q),
  languages: t.languages,
  texts: t.texts,
});

/** The survey's draft document; NOT_FOUND without one. */
async function draftOf(ctx: Ctx, surveyId: string): Promise<Questionnaire> {
  const draft = await loadDraft(ctx, surveyId);
  if (!draft) throw questionnaireNotFound();
  return draft.document;
}

/** The survey's translations as committed (none yet: version 0, no languages). Callers authorised. */
export async function translationsOfSurvey(
  ctx: { db: Executor },
  surveyId: string,
): Promise<{ version: number; document: QuestionnaireTranslations }> {
  return (await findTranslations(ctx.db, surveyId)) ?? { version: 0, document: NO_TRANSLATIONS };
}

export async function questionnaireTranslations(
  ctx: Ctx,
  viewer: Viewer,
  surveyId: string,
): Promise<TranslationsView> {
  await requireOwnSurvey(ctx, viewer, surveyId);
  const q = await draftOf(ctx, surveyId);
  const t = await translationsOfSurvey(ctx, surveyId);
  return viewOf(surveyId, q, t.version, t.document);
}

/** Every text of the draft in `language` with its state (the editor's list of what is missing). */
export async function translationStatusOf(
  ctx: Ctx,
  viewer: Viewer,
  surveyId: string,
  language: string,
): Promise<TextStatus[]> {
  await requireOwnSurvey(ctx, viewer, surveyId);
  const q = await draftOf(ctx, surveyId);
  const t = await translationsOfSurvey(ctx, surveyId);
  return translationStatus(q, t.document, language);
}

/**
 * Applies one translation command (the same pure command the editor applied optimistically) to
 * the committed translations, under their row lock; `baseVersion` other than the current one is
 * VERSION_CONFLICT and changes nothing.
 */
export async function applyTranslationMutation<N extends TranslationCommandName>(
  ctx: Ctx,
  viewer: Viewer,
  name: N,
  input: {
    surveyId: string;
    baseVersion?: number | null | undefined;
    args: TranslationCommandArgs[N];
  },
): Promise<TranslationsView> {
  return change(ctx, viewer, input.surveyId, input.baseVersion, (q, t) => {
    try {
      return { document: applyTranslationCommand(name, t, q, input.args), imported: 0 };
    } catch (error) {
      throw toTranslationError(error);
    }
  }).then((r) => r.view);
}

async function change(
  ctx: Ctx,
  viewer: Viewer,
  surveyId: string,
  baseVersion: number | null | undefined,
  apply: (
    q: Questionnaire,
    t: QuestionnaireTranslations,
  ) => { document: QuestionnaireTranslations; imported: number },
): Promise<{ view: TranslationsView; imported: number }> {
  await requireOwnSurvey(ctx, viewer, surveyId);
  return ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    await requireDraftSurvey(inTx, surveyId);
    const q = await draftOf(inTx, surveyId);
    const current = (await findTranslations(tx, surveyId, { forUpdate: true })) ?? {
      version: 0,
      document: NO_TRANSLATIONS,
    };
    if (baseVersion != null && baseVersion !== current.version) {
      throw versionConflict(baseVersion, current.version);
    }
    const { document, imported } = apply(q, current.document);
    const version = current.version + 1;
    await saveTranslations(tx, surveyId, { version, document }, ctx.clock());
    return { view: viewOf(surveyId, q, version, document), imported };
  });
}

const FILE_TYPES: Record<TranslationFileFormat, { ext: string; contentType: string }> = {
  XLIFF: { ext: 'xlf', contentType: 'application/xliff+xml' },
  XLSX: {
    ext: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
};

/** A language's texts as a file for translators (every text, its state, the translation so far). */
export async function exportTranslations(
  ctx: Ctx,
  viewer: Viewer,
  input: { surveyId: string; language: string; format: TranslationFileFormat },
): Promise<{ fileName: string; contentType: string; bytes: Buffer }> {
  const { surveyId, language, format } = input;
  await requireOwnSurvey(ctx, viewer, surveyId);
  const q = await draftOf(ctx, surveyId);
  const t = (await translationsOfSurvey(ctx, surveyId)).document;
  if (!t.languages.includes(language)) throw languageNotFound(language);
  const file = {
    surveyId,
    baseLanguage: baseLanguageOf(q),
    language,
    lines: translationStatus(q, t, language),
    pipeLabel: pipeLabels(q),
  };
  const bytes = format === 'XLIFF' ? xliffOf(file) : await xlsxOf(file);
  const { ext, contentType } = FILE_TYPES[format];
  return { fileName: `questionnaire-${language}.${ext}`, contentType, bytes };
}

const TOKEN = /\{\{pipe:[A-Za-z0-9_-]{1,64}\}\}/g;

/**
 * Imports a translator's file, all or nothing: the domain checks every line against the draft as
 * it is now (unknown ids, changed base texts, broken pipes); any problem refuses the whole file
 * with TRANSLATION_IMPORT_REFUSED listing them.
 */
export async function importTranslations(
  ctx: Ctx,
  viewer: Viewer,
  input: { surveyId: string; language: string; format: TranslationFileFormat; bytes: Buffer },
): Promise<{ translations: TranslationsView; imported: number }> {
  const { surveyId, language, format, bytes } = input;
  await requireOwnSurvey(ctx, viewer, surveyId);
  const before = await draftOf(ctx, surveyId);
  const tokens = new Map(
    translationStatus(before, NO_TRANSLATIONS, language).map((s) => [
      s.key,
      [...s.base.matchAll(TOKEN)].map((m) => m[0]),
    ]),
  );
  const rows = format === 'XLIFF' ? rowsOfXliff(bytes, language, tokens) : await rowsOfXlsx(bytes);
  const { view, imported } = await change(ctx, viewer, surveyId, null, (q, t) => {
    let plan;
    try {
      plan = planImport(q, t, language, rows);
    } catch (error) {
      throw toTranslationError(error);
    }
    if (plan.problems.length > 0) throw translationImportRefused(plan.problems);
    return { document: plan.translations, imported: plan.imported };
  });
  return { translations: view, imported };
}

/**
 * The launch check (issue 37 §1), for the purchase: refuses with TRANSLATIONS_INCOMPLETE while any
 * added language has an untranslated text. Callers authorised and hold the survey's lock.
 */
export async function assertTranslationsComplete(
  ctx: { db: Executor },
  surveyId: string,
  q: Questionnaire,
): Promise<QuestionnaireTranslations> {
  const t = (await translationsOfSurvey(ctx, surveyId)).document;
  const missing = missingTranslations(q, t);
  if (missing.length > 0) throw translationsIncomplete(missing);
  return t;
}
