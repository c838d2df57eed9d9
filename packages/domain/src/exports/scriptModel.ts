/**
 * The survey script (spec 3 §2 'Export survey (.doc)', §3 "Questionnaire entries", §5 Exports,
 * §9 "Script export labels"): the draft questionnaire as ordered blocks that a writer lays out
 * (apps/web/src/features/exports/files/scriptDocx.ts). Audience questions A{n} come first, then
 * the questionnaire in document order, sections opening and closing around their entries.
 */
import {
  getIntSetting,
  getSetting,
  isEnabled,
  MULTIPLE_CHOICE,
} from '../questionnaire/settings.ts';
import type {
  AudienceEntry,
  Entry,
  MatrixEntry,
  Questionnaire,
  QuestionEntry,
  ResponseOption,
  SectionEntry,
} from '../questionnaire/model.ts';
import { DEFAULT_OPTIONS } from '../respondent/respondentItems.ts';
import type { QuestionnaireTranslations } from '../questionnaire/translations/model.ts';
import { translatedBlocks, type TranslatedLine } from './scriptLanguages.ts';
import { answerQuotaSummary } from '../questionnaire/answerQuotas.ts';
import {
  buildScriptRefs,
  displayIfNote,
  forkNote,
  maskingNote,
  skipToNote,
  type ScriptRefs,
} from './scriptLogic.ts';

/** Spec 3 §5: the Word export's country when the fieldwork or country lookup fails. */
export const SCRIPT_COUNTRY_FALLBACK = 'UK';

export const SCRIPT_LABELS = {
  single: 'Single select',
  multi: 'Multi select',
  matrix: 'Matrix',
  slider: 'Slider',
  ranked: 'Ranked',
  textInput: 'Text input',
  textInstruction: 'Text instruction',
  sectionStart: 'Section start',
  sectionEnd: 'Section end',
  fork: 'Fork',
} as const;

export type OptionMark = 'Exclusive' | 'Pinned' | 'Text entry' | 'Screens out';

export interface ScriptOption {
  text: string;
  marks: OptionMark[];
  /** Skip-to and masking notes of this option. */
  notes: string[];
  /** Its text in each added language (issue 37 §3; absent with the base language alone). */
  translations?: TranslatedLine[];
}

export interface ScriptBlock {
  kind: 'question' | 'matrix' | 'textCard' | 'fork' | 'sectionStart' | 'sectionEnd';
  /** 'A1', 'Q3', 'T1', 'S1'; null for fork and section end blocks. */
  id: string | null;
  /** The §9 label: 'Single select', 'Ranked [Rank top 3]', 'Section end', … */
  typeLabel: string;
  /** Question text, matrix title, text card title, fork or section name. */
  text: string;
  /** Settings a scripter needs: scale range and labels, text format, choice limits, subtitle, body. */
  details: string[];
  /** Display-if and fork-membership notes. */
  notes: string[];
  /** Matrix rows (rows without text are skipped, spec 3 §5). */
  rows: ScriptOption[];
  /** Options, matrix columns, or fork groups ('A (50%)'). */
  options: ScriptOption[];
  /** `text` in each added language (issue 37 §3; absent with the base language alone). */
  translations?: TranslatedLine[];
  /** Per detail: its text in each added language when it differs from the base's; else empty. */
  detailTranslations?: TranslatedLine[][];
}

export interface ScriptDocument {
  title: string;
  country: string;
  /** The questionnaire's languages, the base first (issue 37 §3). */
  languages: string[];
  blocks: ScriptBlock[];
}

export interface ScriptInput {
  projectName: string;
  /** The fieldwork country's name; null or blank when the lookup failed. */
  country: string | null | undefined;
  questionnaire: Questionnaire;
  /** The questionnaire's translations: the script shows every language (issue 37 §3). */
  translations?: QuestionnaireTranslations;
}

/** The country a script names: the lookup's answer, or 'UK' when it failed (spec 3 §5). */
export function scriptCountry(country: string | null | undefined): string {
  return country?.trim() ? country.trim() : SCRIPT_COUNTRY_FALLBACK;
}

const FORMAT_LABELS: Record<string, string> = {
  unstructured: 'Free text',
  numeric: 'Number',
  positive_integer: 'Number (positive whole number)',
  integer: 'Number (whole number)',
  postcode_sector: 'Postal code (sector only)',
  postcode_full: 'Postal code (full)',
  alphanumeric: 'Letters and numbers',
  email: 'Email',
};

const SCALE_LABEL_POSITIONS = ['Left', 'Middle', 'Right'] as const;

function block(
  kind: ScriptBlock['kind'],
  id: string | null,
  typeLabel: string,
  text: string,
): ScriptBlock {
  return { kind, id, typeLabel, text, details: [], notes: [], rows: [], options: [] };
}

const present = (notes: (string | null)[]): string[] =>
  notes.filter((n): n is string => n !== null);

function optionOf(refs: ScriptRefs, o: ResponseOption): ScriptOption {
  const marks: OptionMark[] = [];
  if (o.exclusive) marks.push('Exclusive');
  if (o.pinned) marks.push('Pinned');
  if (o.textEntryState === 'enabled') marks.push('Text entry');
  return {
    text: o.responseOption.value,
    marks,
    notes: present([skipToNote(refs, o.route), maskingNote(refs, o.maskingRules)]),
  };
}

/** Don't know, Prefer not to say, None of these: exclusive and pinned wherever they are offered. */
function defaultOptions(settings: QuestionEntry['entryItem']['settingValues']): ScriptOption[] {
  return DEFAULT_OPTIONS.filter((d) => isEnabled(settings, d.code)).map((d) => ({
    text: d.label,
    marks: ['Exclusive', 'Pinned'],
    notes: [],
  }));
}

function choiceDetails(settings: QuestionEntry['entryItem']['settingValues']): string[] {
  const details: string[] = [];
  const limit = getIntSetting(settings, 'ChoiceLimit');
  const min = getIntSetting(settings, 'ChoiceIntervalMin');
  const max = getIntSetting(settings, 'ChoiceIntervalMax');
  if (limit > 0) details.push(`Choose exactly ${limit}`);
  else if (min > 0 || max > 0) {
    details.push(max > 0 ? `Choose ${min} to ${max}` : `Choose at least ${min}`);
  }
  if (isEnabled(settings, 'RandomiseOptions')) details.push('Options randomised');
  if (isEnabled(settings, 'FlipOptions')) details.push('Options flipped');
  return details;
}

/**
 * Issue 38 §3: the question's quota cells, in the card's words, and what a full cell does (the
 * scripter programs it).
 */
function quotaDetails(refs: ScriptRefs, questionLk: string): string[] {
  const quota = refs.answerQuotas.get(questionLk);
  if (!quota) return [];
  const options = refs.questions.get(questionLk)?.options;
  const summary = answerQuotaSummary(quota.cells, (lk) => options?.get(lk) ?? '');
  return [`Quota: ${summary} (a respondent whose answer is in a full cell ends as quota full)`];
}

function questionBlock(refs: ScriptRefs, e: QuestionEntry): ScriptBlock {
  const item = e.entryItem;
  const settings = item.settingValues;
  const text = item.question.text;
  const options = [...item.responseOptions].sort((a, b) => a.position - b.position);
  switch (item.questionTypeCode) {
    case 'Basic': {
      const multi = getSetting(settings, 'BasicChoice') === MULTIPLE_CHOICE;
      const b = block(
        'question',
        e.label,
        multi ? SCRIPT_LABELS.multi : SCRIPT_LABELS.single,
        text,
      );
      b.options = [...options.map((o) => optionOf(refs, o)), ...defaultOptions(settings)];
      b.details = [...choiceDetails(settings), ...quotaDetails(refs, item.questionLk)];
      return b;
    }
    case 'Ranked': {
      const top = getIntSetting(settings, 'RankChoiceRequisite');
      const rank = top > 0 ? `[Rank top ${top}]` : '[All ranked]';
      const b = block('question', e.label, `${SCRIPT_LABELS.ranked} ${rank}`, text);
      b.options = [...options.map((o) => optionOf(refs, o)), ...defaultOptions(settings)];
      b.details = choiceDetails(settings);
      return b;
    }
    case 'Scale': {
      const b = block('question', e.label, SCRIPT_LABELS.slider, text);
      const scale = item.questionScale;
      if (scale) {
        const { min, max, step } = scale.range;
        b.details.push(`Range: ${min} to ${max}, step ${step}`);
        for (const l of [...scale.labels].sort((x, y) => x.position - y.position)) {
          const where = SCALE_LABEL_POSITIONS[l.position];
          if (where && l.label.text.trim()) b.details.push(`${where} label: ${l.label.text}`);
        }
      }
      b.options = defaultOptions(settings);
      return b;
    }
    case 'FreeText': {
      const b = block('question', e.label, SCRIPT_LABELS.textInput, text);
      const format = getSetting(settings, 'ContentStructure') ?? 'unstructured';
      b.details.push(`Format: ${FORMAT_LABELS[format] ?? format}`);
      const limit = getIntSetting(settings, 'CharacterLimit');
      if (limit > 0) b.details.push(`Character limit: ${limit}`);
      b.options = defaultOptions(settings);
      return b;
    }
  }
}

function matrixBlock(refs: ScriptRefs, e: MatrixEntry): ScriptBlock {
  const item = e.entryItem;
  const b = block('matrix', e.label, SCRIPT_LABELS.matrix, item.matrixTitle.title);
  const multi = getSetting(item.settingValues, 'MatrixChoice') === MULTIPLE_CHOICE;
  b.details.push(multi ? 'Multi select per row' : 'Single select per row');
  if (isEnabled(item.settingValues, 'MatrixRandomiseRows')) b.details.push('Rows randomised');
  if (isEnabled(item.settingValues, 'MatrixRandomiseResponseOptions')) {
    b.details.push('Columns randomised');
  }
  b.rows = [...item.matrixRows]
    .sort((x, y) => x.position - y.position)
    .filter((r) => r.question.text.trim() !== '')
    .map((r) => ({
      text: r.question.text,
      marks: r.pinned ? ['Pinned'] : [],
      notes: present([maskingNote(refs, r.maskingRules)]),
    }));
  b.options = [...item.responseOptions]
    .sort((x, y) => x.position - y.position)
    .map((o) => optionOf(refs, o));
  return b;
}

function entryBlocks(refs: ScriptRefs, e: Entry): ScriptBlock[] {
  const notes = present([displayIfNote(refs, e.questionLogic), forkNote(refs, e)]);
  const withNotes = (b: ScriptBlock): ScriptBlock => ({ ...b, notes: [...notes, ...b.notes] });
  switch (e.entryType) {
    case 'question':
      return [withNotes(questionBlock(refs, e))];
    case 'matrix':
      return [withNotes(matrixBlock(refs, e))];
    case 'textCard': {
      const card = e.entryItem.textCard;
      const b = block('textCard', e.label, SCRIPT_LABELS.textInstruction, card.title);
      b.details = [card.subtitle, card.body].filter((t) => t.trim() !== '');
      return [withNotes(b)];
    }
    case 'fork': {
      const fork = e.entryItem.fork;
      const b = block('fork', null, SCRIPT_LABELS.fork, fork.name);
      b.options = fork.branches.map((br) => ({
        text: `Group ${br.label}: ${br.percentage}%`,
        marks: [],
        notes: [],
      }));
      return [withNotes(b)];
    }
    case 'section': {
      const section = e.entryItem;
      const start = withNotes(
        block('sectionStart', e.label, SCRIPT_LABELS.sectionStart, section.name),
      );
      start.details = sectionDetails(refs, e);
      return [
        start,
        ...section.entries.flatMap((child) => entryBlocks(refs, child)),
        block('sectionEnd', null, SCRIPT_LABELS.sectionEnd, section.name),
      ];
    }
  }
}

/** Issue 38: how a section is rotated and shuffled, for the scripter. */
function sectionDetails(refs: ScriptRefs, e: SectionEntry): string[] {
  const out: string[] = [];
  const { labels, shown } = refs.rotation;
  if (e.entryItem.rotate === true) {
    const group = labels.join(', ');
    out.push(
      shown < labels.length
        ? `Rotated: each respondent sees ${shown} of ${group} (least-filled), in random order`
        : `Rotated: ${group} shown in random order`,
    );
  }
  if (e.entryItem.randomiseCards === true) {
    const pinned = (e.entryItem.pinnedCards ?? []).map((n) => refs.entryLabels.get(n) ?? String(n));
    out.push('Cards shown in random order');
    if (pinned.length > 0) out.push(`Pinned in place: ${pinned.join(', ')}`);
  }
  return out;
}

function audienceBlock(refs: ScriptRefs, a: AudienceEntry, index: number): ScriptBlock {
  const multi = a.entryItem.settingValues.some(
    (s) => s.code.endsWith('_audience_choice') && s.value === MULTIPLE_CHOICE,
  );
  const b = block(
    'question',
    `A${index + 1}`,
    multi ? SCRIPT_LABELS.multi : SCRIPT_LABELS.single,
    a.entryItem.question.text,
  );
  b.options = [...a.entryItem.responseOptions]
    .sort((x, y) => x.position - y.position)
    .map((o) => ({
      text: o.responseOption.value,
      marks: o.qualification ? [] : ['Screens out'],
      notes: present([skipToNote(refs, o.route)]),
    }));
  if (
    a.entryItem.settingValues.some(
      (s) => s.code === 'hide_survey_question' && s.value === 'enabled',
    )
  ) {
    b.details.push('Answered from the panel profile (not asked)');
  }
  return b;
}

/** The script of a draft: audience questions A{n}, then every entry with its §9 label and notes. */
export function buildScript(input: ScriptInput): ScriptDocument {
  const { languages, blocks } = translatedBlocks(input.questionnaire, input.translations, (q) => {
    const refs = buildScriptRefs(q);
    return [
      ...q.audienceEntries.map((a, i) => audienceBlock(refs, a, i)),
      ...q.entries.flatMap((e) => entryBlocks(refs, e)),
    ];
  });
  return { title: input.projectName, country: scriptCountry(input.country), languages, blocks };
}
