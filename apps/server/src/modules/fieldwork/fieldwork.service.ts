import { softLaunchSamplesError } from '@survey/domain/launch/softLaunch';
import { PANEL_SUPPLIER_CODE } from '@survey/domain/projects/constants';
import { COUNTRIES, findCountry, type Country } from '@survey/domain/projects/countries';
import type { Executor } from '../../db/database.ts';
import type { Tracking } from '../../platform/ports.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { Clock } from '../../lib/clock.ts';
import { accountMarkupOf } from '../auth/accounts.service.ts';
import {
  findOwnSurvey,
  recordSurveyFieldworkDates,
  requireDraftSurvey,
  requireOwnSurvey,
} from '../projects/surveys.service.ts';
import { isMultiMarketSurvey } from '../projects/projectSurveys.service.ts';
import {
  datesOutOfOrder,
  fieldworkExists,
  fieldworkNotFound,
  marketCountryFixed,
  softLaunchOutOfRange,
  unknownCountry,
  unknownPanelSupplier,
} from './fieldwork.errors.ts';
import type { AddFieldwork, UpdateFieldwork } from './fieldwork.schemas.ts';
import { trackFieldworkUpdate } from './fieldworkEvents.ts';
import {
  audienceOfSurvey,
  copyDraftAudience,
  resetDraftAudience,
} from './draftAudience.service.ts';
import {
  findFieldwork,
  insertFieldwork,
  samplesNeededOf,
  updateFieldworkRow,
  upsertFieldwork,
  type FieldworkRow,
} from './fieldwork.store.ts';

type Ctx = { db: Executor; clock: Clock };

/**
 * Relocalises the survey's questionnaire to a locale (the questionnaire module's
 * relocaliseQuestionnaire, injected by modules.ts so that this module does not import it: the
 * questionnaire module already calls this one). A survey without a questionnaire is left alone.
 */
export type Relocalise = (
  viewer: Viewer,
  surveyId: string,
  locale: { language: string; country: string },
) => Promise<void>;

/** Panel suppliers a survey may order from: only the built-in simulated panel for now. */
const PANEL_SUPPLIERS: readonly string[] = [PANEL_SUPPLIER_CODE];

function countryOf(code: string): Country {
  const country = findCountry(code);
  if (!country) throw unknownCountry();
  return country;
}

/** The countries a survey can field in. */
export function listCountries(): readonly Country[] {
  return COUNTRIES;
}

/**
 * Creates a survey's fieldwork: audience country, sample size and the account's markup. The
 * `accountMarkup` the client sends is ignored (README "Markup"): the account's own is stored.
 */
export async function addFieldwork(
  ctx: Ctx & Tracking,
  viewer: Viewer,
  input: AddFieldwork,
): Promise<FieldworkRow> {
  await requireOwnSurvey(ctx, viewer, input.surveyId);
  if (!PANEL_SUPPLIERS.includes(input.panelSupplierCode)) throw unknownPanelSupplier();
  const country = countryOf(input.countryCode);
  const accountMarkup = await accountMarkupOf(ctx, viewer);
  const now = ctx.clock();
  const row = await insertFieldwork(ctx.db, {
    surveyId: input.surveyId,
    countryCode: country.countryCode,
    language: country.locale.language,
    panelSupplierCode: input.panelSupplierCode,
    samplesNeeded: input.samplesNeeded,
    samplesAdjusted: input.samplesNeeded,
    accountMarkup,
    createdAt: now,
    updatedAt: now,
  });
  if (!row) throw fieldworkExists();
  await audienceOfSurvey(ctx, input.surveyId);
  ctx.analytics.track('Added Fieldwork', viewer, {
    surveyId: row.surveyId,
    country: row.countryCode,
  });
  return row;
}

/** A survey's fieldwork; null when it has none or the survey is not the viewer's. */
export async function getFieldwork(
  ctx: Ctx,
  viewer: Viewer,
  surveyId: string,
): Promise<FieldworkRow | null> {
  if (!(await findOwnSurvey(ctx, viewer, surveyId))) return null;
  return (await findFieldwork(ctx.db, surveyId)) ?? null;
}

/**
 * Changes the given fields of a draft survey's fieldwork (a bought one: SURVEY_NOT_EDITABLE); a
 * date given as null is cleared, other nulls leave a field as it is.
 * A new country first relocalises the questionnaire, then resets the length of interview, the
 * incidence rate and the start date and starts the audience over in the new country (spec 2 §4);
 * values sent in the same call are applied after that reset, so they are kept. A market's country
 * is fixed (MARKET_COUNTRY_FIXED; sending its own country again is no change).
 */
export async function updateFieldwork(
  ctx: Ctx & Tracking & { relocalise?: Relocalise },
  viewer: Viewer,
  input: UpdateFieldwork,
): Promise<FieldworkRow> {
  await requireOwnSurvey(ctx, viewer, input.surveyId);
  // Checked here too so that a bought survey is refused before a country change relocalises.
  await requireDraftSurvey(ctx, input.surveyId);
  const requested = input.countryCode ? countryOf(input.countryCode) : undefined;
  const before = requested && (await findFieldwork(ctx.db, input.surveyId));
  if (requested && !before) throw fieldworkNotFound();
  const country =
    requested && before?.countryCode !== requested.countryCode ? requested : undefined;
  if (country && (await isMultiMarketSurvey(ctx, viewer, input.surveyId))) {
    throw marketCountryFixed();
  }
  if (country) await ctx.relocalise?.(viewer, input.surveyId, country.locale);
  const run = async (tx: Executor) => {
    // What was bought is frozen: sample, length, dates and country are the order's now.
    await requireDraftSurvey({ db: tx }, input.surveyId);
    const current = await findFieldwork(tx, input.surveyId, { forUpdate: true });
    if (!current) throw fieldworkNotFound();
    const start =
      input.startDate === undefined
        ? country
          ? null
          : current.startDate
        : toDate(input.startDate);
    const end = input.endDate === undefined ? current.endDate : toDate(input.endDate);
    if (start && end && end < start) throw datesOutOfOrder();
    const softLaunchSamples = softLaunchAfter(current, input);
    const now = ctx.clock();
    const updated = await updateFieldworkRow(tx, input.surveyId, {
      // The country's reset first: the call's own values below override it.
      ...(country && {
        countryCode: country.countryCode,
        language: country.locale.language,
        loi: null,
        loiAdjusted: null,
        incidenceRate: 100,
      }),
      ...(input.lengthOfInterview != null && {
        loi: input.lengthOfInterview,
        loiAdjusted: input.lengthOfInterview,
      }),
      ...(input.samplesNeeded != null && {
        samplesNeeded: input.samplesNeeded,
        samplesAdjusted: input.samplesNeeded,
      }),
      ...(input.incidenceRate != null && { incidenceRate: input.incidenceRate }),
      softLaunchSamples,
      startDate: start,
      endDate: end,
      updatedAt: now,
    });
    if (!updated) throw fieldworkNotFound();
    if (country) await resetDraftAudience(ctx, tx, input.surveyId, country.countryCode);
    if (!sameTime(start, current.startDate) || !sameTime(end, current.endDate)) {
      await recordSurveyFieldworkDates({ db: tx, clock: ctx.clock }, input.surveyId, {
        start,
        end,
      });
    }
    return { before: current, updated };
  };
  const { before: previous, updated } = await ctx.db.transaction(run);
  trackFieldworkUpdate(ctx.analytics, viewer, input, previous, updated);
  return updated;
}

/**
 * The soft launch size after the update: the requested one (0 or 1..samples needed, else refused
 * with the spec's message), or the current one cut down to a smaller sample.
 */
function softLaunchAfter(current: FieldworkRow, input: UpdateFieldwork): number {
  const samplesNeeded = input.samplesNeeded ?? current.samplesNeeded;
  const requested = input.softLaunch?.samplesNeeded;
  if (requested == null) return Math.min(current.softLaunchSamples, samplesNeeded);
  if (requested !== 0 && softLaunchSamplesError(requested, samplesNeeded)) {
    throw softLaunchOutOfRange(samplesNeeded);
  }
  return requested;
}

const toDate = (value: string | null): Date | null => (value === null ? null : new Date(value));
const sameTime = (a: Date | null, b: Date | null) =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** The fieldwork of the survey, for services that checked ownership already. */
export async function fieldworkOfSurvey(
  ctx: { db: Executor },
  surveyId: string,
): Promise<FieldworkRow | undefined> {
  return findFieldwork(ctx.db, surveyId);
}

/**
 * Copies a survey's audience settings (country, samples, LOI, incidence, panel) to another
 * survey with the viewer's account's markup, replacing what it had. Dates are not copied: a copy
 * is a new draft. Returns false when the source has no fieldwork. Callers checked ownership of
 * both.
 */
export async function copyFieldwork(
  ctx: Ctx,
  viewer: Viewer,
  from: string,
  to: string,
): Promise<boolean> {
  const source = await findFieldwork(ctx.db, from);
  if (!source) return false;
  const accountMarkup = await accountMarkupOf(ctx, viewer);
  const now = ctx.clock();
  await upsertFieldwork(ctx.db, {
    ...source,
    surveyId: to,
    accountMarkup,
    startDate: null,
    endDate: null,
    createdAt: now,
    updatedAt: now,
  });
  await copyDraftAudience(ctx, from, to);
  return true;
}

/** Samples wanted (unadjusted) per survey; surveys without fieldwork are absent. */
export async function samplesWanted(
  ctx: { db: Executor },
  surveyIds: string[],
): Promise<Map<string, number>> {
  return samplesNeededOf(ctx.db, surveyIds);
}

/**
 * Fixes the fieldwork dates a purchase decided (spec 3 §4 Purchase: a past start moves to today),
 * on the fieldwork and on the survey's mirror. For the order service, inside its transaction,
 * after it checked ownership.
 */
export async function setPurchasedFieldworkDates(
  ctx: Ctx,
  surveyId: string,
  dates: { start: Date; end: Date },
): Promise<void> {
  const updated = await updateFieldworkRow(ctx.db, surveyId, {
    startDate: dates.start,
    endDate: dates.end,
    updatedAt: ctx.clock(),
  });
  if (!updated) throw fieldworkNotFound();
  await recordSurveyFieldworkDates(ctx, surveyId, dates);
}
