/** Rules of one item of the projects list (spec 1 §2, §4, §9). Pure: the web renders what they say. */
import { SURVEY_STATES, type SurveyState } from './constants.ts';

export type ProjectType = 'AdHoc' | 'MultiMarket';

/** The parts of a project these rules read; the GraphQL `Project` satisfies it. */
export interface ListProject {
  projectType: string;
  sinceDate: string;
  solution?: { sinceDate: string } | null;
  surveys: readonly { surveyId: string; state: string; sinceDate: string }[];
}

const STATE_LABELS: Record<SurveyState, string> = {
  draft: 'DRAFT',
  live: 'LIVE',
  paused: 'PAUSED',
  halted: 'HALTED',
  scheduled: 'SCHEDULED',
  completed: 'COMPLETE',
};

const PROJECT_TYPE_LABELS: Record<ProjectType, string> = {
  AdHoc: 'AD HOC',
  MultiMarket: 'MULTI MARKET',
};

export interface StatusBadge {
  /** Drives the badge colour. */
  state: SurveyState;
  label: string;
}

/** A known survey state, or draft for anything else (spec: unknown states fall back to draft). */
export function surveyStateOf(state: string | null | undefined): SurveyState {
  return SURVEY_STATES.find((s) => s === state) ?? 'draft';
}

/** The label of a project type: "AD HOC" or "MULTI MARKET" (ad hoc for unknown types). */
export function projectTypeLabel(projectType: string): string {
  return projectType === 'MultiMarket'
    ? PROJECT_TYPE_LABELS.MultiMarket
    : PROJECT_TYPE_LABELS.AdHoc;
}

/** The badge of a project: its first survey's state; multi-market projects always show as live. */
export function statusBadge(project: Pick<ListProject, 'projectType' | 'surveys'>): StatusBadge {
  if (project.projectType === 'MultiMarket') {
    return { state: 'live', label: PROJECT_TYPE_LABELS.MultiMarket };
  }
  const state = surveyStateOf(project.surveys[0]?.state);
  return { state, label: STATE_LABELS[state] };
}

/** Progress (percentage and collected/wanted) shows unless the survey is draft or scheduled. */
export function showsProgress(state: string): boolean {
  const known = surveyStateOf(state);
  return known !== 'draft' && known !== 'scheduled';
}

/** A progress fraction (0..1) as a percentage rounded to one decimal, within 0..100. */
export function progressPercent(fraction: number): number {
  if (!Number.isFinite(fraction) || fraction <= 0) return 0;
  return Math.min(100, Math.round(fraction * 1000) / 10);
}

/** The latest of the project's, its first survey's and its solution's update dates (ISO string). */
export function lastUpdateDate(project: ListProject): string {
  const candidates = [
    project.sinceDate,
    project.surveys[0]?.sinceDate,
    project.solution?.sinceDate,
  ];
  let latest = project.sinceDate;
  let latestMs = Date.parse(latest);
  for (const date of candidates) {
    if (!date) continue;
    const ms = Date.parse(date);
    if (Number.isFinite(ms) && (!Number.isFinite(latestMs) || ms > latestMs)) {
      latest = date;
      latestMs = ms;
    }
  }
  return latest;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/**
 * "DD MMM YY" in upper case, in UTC so that every viewer sees the same day: "05 MAR 26".
 * An unreadable date gives an empty string.
 */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = String(date.getUTCDate()).padStart(2, '0');
  const year = String(date.getUTCFullYear() % 100).padStart(2, '0');
  return `${day} ${MONTHS[date.getUTCMonth()] ?? ''} ${year}`;
}

/** Load more shows when the loaded count is a non-zero multiple of the page size. */
export function showsLoadMore(loadedCount: number, pageSize = 10): boolean {
  return loadedCount > 0 && loadedCount % pageSize === 0;
}

/**
 * Where opening a project goes: draft surveys to their audience page, every other state and
 * multi-market projects to results; null (stay on /projects) when the project has no survey.
 */
export function projectOpenPath(
  project: Pick<ListProject, 'projectType' | 'surveys'>,
): string | null {
  const survey = project.surveys[0];
  if (!survey) return null;
  const id = encodeURIComponent(survey.surveyId);
  const draft = project.projectType !== 'MultiMarket' && surveyStateOf(survey.state) === 'draft';
  return draft ? `/survey/${id}/audience` : `/survey/${id}/results`;
}

/** Keeps the first `length` characters (not UTF-16 units) and adds an ellipsis when cut. */
export function truncate(text: string, length: number): string {
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  return `${chars.slice(0, Math.max(0, length)).join('')}…`;
}

/** The label of one survey's state ('LIVE', 'COMPLETE'…; draft for unknown states). */
export function stateLabel(state: string | null | undefined): string {
  return STATE_LABELS[surveyStateOf(state)];
}
