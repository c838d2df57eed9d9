/**
 * The product's usage events (spec 1 §9: "about 90 person-labelled analytics events"): each one's
 * person-labelled name, when it fires, its properties and where it fires. Server events are sent
 * by the service that performs the action, after it committed; dashboard events (what only the
 * browser sees: a preview opened, a tab chosen, a file built in the browser) are posted by the
 * dashboard's analytics client and checked against this catalogue at the server's edge.
 *
 * Properties never carry a person's name, e-mail address or free text: ids, counts and codes only.
 */
import { ANALYTICS_PROPERTY, type PropertySpec } from './properties.ts';

export type EventSource = 'server' | 'dashboard';

export type EventArea =
  | 'accounts'
  | 'projects'
  | 'audience'
  | 'questionnaire'
  | 'launch'
  | 'results'
  | 'filters'
  | 'crosstabs'
  | 'weighting'
  | 'exports'
  | 'requests'
  | 'quality'
  | 'themes';

export interface EventSpec {
  area: EventArea;
  where: EventSource;
  /** When the event fires, in words (the one action that causes it). */
  when: string;
  properties: Readonly<Record<string, PropertySpec>>;
}

const { id, count, flag, text } = ANALYTICS_PROPERTY;
const oneOf = <const T extends readonly string[]>(...values: T): T => values;

const survey = { surveyId: id } as const;
const entry = { surveyId: id, entryType: oneOf('question', 'matrix', 'textCard', 'fork') } as const;
const QUESTION_TYPES = oneOf('Basic', 'Ranked', 'Scale', 'FreeText', 'Matrix');
const EXPORT_FORMATS = oneOf('CSV_ENCODED', 'CSV_UNENCODED', 'SPSS');
const RESULTS_TABS = oneOf('charts', 'crosstabs', 'texts', 'themes', 'quotas', 'quality');

const on = <A extends EventArea, W extends EventSource, P extends Record<string, PropertySpec>>(
  area: A,
  where: W,
  when: string,
  properties: P,
) => ({ area, where, when, properties });

export const ANALYTICS_EVENTS = {
  // Accounts (spec 1 §2, §4)
  'Requested Access': on('accounts', 'server', 'the request-access form was accepted', {}),
  'Signed Up': on('accounts', 'server', 'a password was set for a new user (request or invite)', {
    method: oneOf('request', 'invite'),
  }),
  'Logged In': on('accounts', 'server', 'a login succeeded', {}),
  'Logged Out': on('accounts', 'server', 'a session was ended by the user', {}),
  'Invited Team Member': on('accounts', 'server', 'invites were sent', { invitees: count }),
  'Accepted Invite': on('accounts', 'server', 'an invitee signed up through the invite', {}),
  'Requested Password Reset': on('accounts', 'server', 'a reset e-mail was requested', {}),
  'Reset Password': on('accounts', 'server', 'a new password was set through a reset link', {}),
  'Opened Invite Dialog': on('accounts', 'dashboard', 'the Invite team dialog was opened', {}),
  'Viewed Terms': on('accounts', 'dashboard', 'the terms page was shown', {}),

  // Projects (spec 1 §2-§4)
  'Created New Project': on('projects', 'server', 'a project was created', { projectId: id }),
  'Renamed Project': on('projects', 'server', "a project's title was changed", { projectId: id }),
  'Deleted Project': on('projects', 'server', 'a project was deleted', { projectId: id }),
  'Duplicated Project': on('projects', 'server', 'a questionnaire was copied to a new survey', {
    surveyId: id,
    fromSurveyId: id,
  }),
  'Added Fieldwork': on('projects', 'server', "a new survey's fieldwork was set up", {
    ...survey,
    country: text,
  }),
  'Added Questionnaire': on(
    'projects',
    'server',
    'a new survey got its empty questionnaire',
    survey,
  ),
  'Paused Project': on('projects', 'server', 'a live survey was paused by the user', survey),
  'Unpaused Project': on('projects', 'server', 'a paused survey was made live again', survey),
  'Searched Projects': on('projects', 'dashboard', 'a search term was entered (debounced)', {}),
  'Filtered Projects': on('projects', 'dashboard', 'a state filter button was chosen', {
    state: oneOf('all', 'draft', 'live', 'paused', 'completed'),
  }),
  'Sorted Projects': on('projects', 'dashboard', 'the sort order was changed', {
    order: oneOf('newest', 'oldest'),
  }),
  'Loaded More Projects': on('projects', 'dashboard', 'Load more was clicked', {}),
  'Opened Create Project Dialog': on('projects', 'dashboard', 'the create dialog opened', {}),

  // Audience (spec 2 §2-§5)
  'Changed Completes': on('audience', 'server', 'the wanted completes were changed', {
    ...survey,
    completes: count,
  }),
  'Changed Country': on('audience', 'server', "the survey's country was changed", {
    ...survey,
    country: text,
  }),
  'Changed Interview Length': on('audience', 'server', 'the interview length was set', {
    ...survey,
    minutes: count,
  }),
  'Changed Incidence Rate': on('audience', 'server', 'the incidence rate was set', survey),
  'Changed Fieldwork Dates': on('audience', 'server', 'the start or end date was set', survey),
  'Chose Audience Preset': on('audience', 'server', 'a preset audience was chosen', survey),
  'Added Targeting Criterion': on('audience', 'server', 'a standard criterion was added', survey),
  'Removed Targeting Criterion': on(
    'audience',
    'server',
    'a standard criterion was removed',
    survey,
  ),
  'Changed Qualification': on('audience', 'server', 'qualifying options were changed', survey),
  'Enabled Quotas': on('audience', 'server', 'quotas were switched on for a criterion', survey),
  'Disabled Quotas': on('audience', 'server', 'quotas were switched off for a criterion', survey),
  'Changed Quota': on('audience', 'server', 'a quota was set or summed', survey),
  'Added Screening Question': on('audience', 'server', 'a custom criterion was added', survey),
  'Edited Screening Question': on(
    'audience',
    'server',
    'a custom criterion or option changed',
    survey,
  ),
  'Removed Screening Question': on('audience', 'server', 'an audience entry was removed', survey),
  'Reordered Audience': on('audience', 'server', 'an audience entry or option was moved', survey),
  'Interlocked Quotas': on(
    'audience',
    'server',
    'an interlock was set or its quotas changed',
    survey,
  ),
  'Removed Interlock': on('audience', 'server', 'an interlock was removed', survey),
  'Changed Member Setting': on('audience', 'server', "an audience entry's setting changed", survey),
  'Reported Adjusted Incidence': on('audience', 'server', 'the IR notification was posted', survey),
  'Opened Targeting Dialog': on('audience', 'dashboard', 'the targeting dialog was opened', survey),

  // Questionnaire editor (spec 2 §2-§5, spec 3 §4)
  'Added Question': on('questionnaire', 'server', 'a question card was added', {
    ...survey,
    questionType: QUESTION_TYPES,
  }),
  'Added Text Card': on('questionnaire', 'server', 'a text card was added', survey),
  'Added Fork': on('questionnaire', 'server', 'a fork was added', survey),
  'Duplicated Question': on('questionnaire', 'server', 'a card was duplicated', entry),
  'Moved Question': on('questionnaire', 'server', 'a card was moved', survey),
  'Deleted Question': on('questionnaire', 'server', 'a card was deleted', survey),
  'Imported Questions': on('questionnaire', 'server', 'entries of another survey were imported', {
    ...survey,
    entries: count,
  }),
  'Edited Question': on('questionnaire', 'server', "a card's title or body was changed", entry),
  'Emptied Question': on('questionnaire', 'server', 'a card was cleared', survey),
  'Pasted Into Question': on('questionnaire', 'server', 'text was pasted into a card', survey),
  'Changed Question Setting': on('questionnaire', 'server', "a card's setting changed", survey),
  'Changed Scale': on('questionnaire', 'server', "a scale's range or labels changed", survey),
  'Added Answer Option': on('questionnaire', 'server', 'an option or matrix row was added', survey),
  'Edited Answer Option': on(
    'questionnaire',
    'server',
    'an option or row text was changed',
    survey,
  ),
  'Deleted Answer Option': on(
    'questionnaire',
    'server',
    'an option or matrix row was deleted',
    survey,
  ),
  'Moved Answer Option': on('questionnaire', 'server', 'an option or matrix row was moved', survey),
  'Changed Option Behaviour': on(
    'questionnaire',
    'server',
    'exclusive, pinned or text entry set',
    survey,
  ),
  'Set Skip Logic': on('questionnaire', 'server', 'a route was set on an option', survey),
  'Removed Skip Logic': on('questionnaire', 'server', 'a route was removed', survey),
  'Set Display Logic': on('questionnaire', 'server', 'display logic was set on a card', survey),
  'Removed Display Logic': on(
    'questionnaire',
    'server',
    "a card's display logic was removed",
    survey,
  ),
  'Set Masking Rule': on(
    'questionnaire',
    'server',
    'an option or row masking rule was set',
    survey,
  ),
  'Added Media': on(
    'questionnaire',
    'server',
    'an image or video was put on a card or option',
    survey,
  ),
  'Removed Media': on('questionnaire', 'server', 'media was taken off a card or option', survey),
  'Changed Fork': on('questionnaire', 'server', 'a fork or its branches changed', survey),
  'Previewed Survey': on(
    'questionnaire',
    'dashboard',
    'a respondent preview tab was opened',
    survey,
  ),
  'Opened Import Dialog': on('questionnaire', 'dashboard', 'the import dialog was opened', survey),
  'Downloaded Script': on(
    'questionnaire',
    'dashboard',
    'the survey script (docx) was saved',
    survey,
  ),

  // Launch (spec 3 §2, §4)
  'Purchased Project': on('launch', 'server', 'a survey order was placed', {
    ...survey,
    completes: count,
    scheduled: flag,
    softLaunch: flag,
  }),
  'Launched Full Survey': on('launch', 'server', 'the full launch after a soft launch', survey),
  'Ended Survey': on('launch', 'server', 'a survey was completed by the user', survey),
  'Viewed Confirm Page': on('launch', 'dashboard', 'the confirm page was opened', survey),
  'Opened Purchase Dialog': on('launch', 'dashboard', 'the purchase dialog was opened', survey),

  // Results (spec 3 §2, §4)
  'Viewed Results': on('results', 'dashboard', 'the results page was opened', survey),
  'Opened Results Tab': on('results', 'dashboard', 'a results tab was chosen', {
    ...survey,
    tab: RESULTS_TABS,
  }),
  'Opened Field Health': on('results', 'dashboard', 'the field health panel was opened', survey),
  'Viewed Open Answers': on('results', 'dashboard', 'the open-text answers were opened', survey),
  'Added Filter': on('filters', 'dashboard', 'a results filter was applied', survey),
  'Removed Filter': on('filters', 'dashboard', 'a results filter was removed', survey),
  'Cleared Filters': on('filters', 'dashboard', 'all results filters were cleared', survey),
  'Saved Crosstab': on('crosstabs', 'server', 'a crosstab was saved', survey),
  'Deleted Crosstab': on('crosstabs', 'server', 'a saved crosstab was deleted', survey),
  'Turned Weighting On': on('weighting', 'dashboard', 'weighted results were chosen', survey),
  'Turned Weighting Off': on('weighting', 'dashboard', 'unweighted results were chosen', survey),

  // Exports (spec 1 §9, spec 3 §7)
  'Downloaded Long Data': on('exports', 'server', 'a long raw-data export was asked for', {
    ...survey,
    format: EXPORT_FORMATS,
    weighted: flag,
  }),
  'Downloaded Wide Data': on('exports', 'server', 'a wide raw-data export was asked for', {
    ...survey,
    format: EXPORT_FORMATS,
    weighted: flag,
  }),
  'Downloaded SPSS': on('exports', 'server', 'an SPSS export was asked for', {
    ...survey,
    layout: oneOf('LONG', 'WIDE'),
    weighted: flag,
  }),
  'Downloaded Chart Data': on('exports', 'dashboard', 'the chart data (xlsx) was saved', survey),
  'Downloaded PowerPoint': on('exports', 'dashboard', 'the charts (pptx) were saved', survey),
  'Downloaded Crosstab': on('exports', 'dashboard', 'a crosstab file was saved', {
    ...survey,
    format: oneOf('xlsx', 'pptx'),
  }),
  'Opened Export Dialog': on('exports', 'dashboard', 'the Export data dialog was opened', survey),

  // Requests (spec 3 §7)
  'Requested Data Tables': on('requests', 'server', 'a data-table request was sent', survey),
  'Requested Follow-up Survey': on('requests', 'server', 'a retargeting request was sent', {
    ...survey,
    respondents: count,
  }),

  // Data quality (spec 3 §4)
  'Excluded Respondents': on('quality', 'server', 'completes were excluded from the results', {
    ...survey,
    respondents: count,
  }),
  'Included Respondents': on('quality', 'server', 'excluded completes were included again', {
    ...survey,
    respondents: count,
  }),
  'Opened Data Quality': on('quality', 'dashboard', 'the data quality dialog was opened', survey),

  // Themes of open answers (spec 3 §4)
  'Viewed Themes': on('themes', 'dashboard', 'the themes of an open question were shown', survey),
  'Filtered By Theme': on('themes', 'dashboard', 'a theme was used as a results filter', survey),
} as const satisfies Record<string, EventSpec>;

export type AnalyticsEventName = keyof typeof ANALYTICS_EVENTS;

export type EventsWhere<W extends EventSource> = {
  [N in AnalyticsEventName]: (typeof ANALYTICS_EVENTS)[N]['where'] extends W ? N : never;
}[AnalyticsEventName];

export type ServerEventName = EventsWhere<'server'>;
export type DashboardEventName = EventsWhere<'dashboard'>;

export const ANALYTICS_EVENT_NAMES = Object.keys(ANALYTICS_EVENTS) as AnalyticsEventName[];

export function isAnalyticsEventName(name: string): name is AnalyticsEventName {
  return Object.hasOwn(ANALYTICS_EVENTS, name);
}
