import { audienceEntriesOf } from '@survey/domain/audience/audienceEntries';
import type { DraftAudience } from '@survey/domain/audience/model';
import { costPerInterview, type CpiQuote } from '@survey/domain/pricing/costPerInterview';
import { orderCost } from '@survey/domain/pricing/orderCost';
import { pricedLengthOfInterview } from '@survey/domain/pricing/pricedLength';
import { DEFAULT_LENGTH_OF_INTERVIEW } from '@survey/domain/projects/constants';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { estimateInterviewMinutes } from '@survey/domain/questionnaire/interviewLength';
import type { Executor } from '../../db/database.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { Clock } from '../../lib/clock.ts';
import { accountMarkupOf } from '../auth/accounts.service.ts';
import type { FeasibilityEstimate } from '../panel/feasibility.ts';
import type { PanelSupplier } from '../panel/panelSupplier.ts';
import { requireOwnSurvey } from '../projects/surveys.service.ts';
import { audienceOfSurvey } from './draftAudience.service.ts';
import { fieldworkNotFound } from './fieldwork.errors.ts';
import { findFieldwork } from './fieldwork.store.ts';
import type { FieldworkRow } from './fieldwork.store.ts';

type Ctx = { db: Executor; clock: Clock; panel: PanelSupplier };

export interface CostQuote {
  cpi: CpiQuote;
  incidenceRate: number;
  lengthOfInterview: number;
  total: number;
}

/**
 * Price the survey as its purchase will: `draft` reads the questionnaire being bought (without its
 * audience entries, which this module adds; undefined when the survey has none). It is called only
 * once the survey is known to be the viewer's.
 */
export interface PurchasePricing {
  draft: () => Promise<Questionnaire | undefined>;
}

/**
 * The committed questionnaire draft of a survey (the questionnaire module's, injected by
 * modules.ts: that module already calls this one); undefined without a draft.
 */
export type DraftOfSurvey = (surveyId: string) => Promise<Questionnaire | undefined>;

/** Percent with 2 decimals, kept inside the rate card's (0, 100]. */
const clampRate = (rate: number) => Math.min(100, Math.max(0, Math.round(rate * 100) / 100));

/** The length of interview the fieldwork declares (`updateFieldwork`); null while unset. */
const declaredLength = (fieldwork: FieldworkRow) => fieldwork.loiAdjusted ?? fieldwork.loi;

/**
 * The server's own interview-length estimate of the questionnaire a purchase publishes: the draft
 * with the audience's entries, through the domain's estimate (the figure the editor shows).
 */
async function questionnaireMinutes(
  audience: DraftAudience,
  purchase: PurchasePricing,
): Promise<number | null> {
  const draft = await purchase.draft();
  if (!draft) return null;
  return estimateInterviewMinutes({ ...draft, audienceEntries: audienceEntriesOf(audience) });
}

/**
 * The survey's cost per interview from the rate card (domain/pricing) at the given length of
 * interview, else:
 * - for a purchase (and the confirm page's quote): the declared length (5 minutes when unset),
 *   never less than the questionnaire's estimate (`pricedLengthOfInterview`);
 * - otherwise the declared length (DEFAULT_LENGTH_OF_INTERVIEW while unset).
 * The incidence rate is the panel population's when the audience has criteria, else the
 * fieldwork's; the markup is the account's own (`accounts.markup`), never a client's. Total: the
 * domain's one total rule (`orderCost`) over the unadjusted completes.
 */
export async function getCostQuote(
  ctx: Ctx,
  viewer: Viewer,
  surveyId: string,
  loi: number | null | undefined,
  purchase?: PurchasePricing,
): Promise<CostQuote> {
  await requireOwnSurvey(ctx, viewer, surveyId);
  const fieldwork = await findFieldwork(ctx.db, surveyId);
  if (!fieldwork) throw fieldworkNotFound();
  const { document } = await audienceOfSurvey(ctx, surveyId);
  const incidenceRate =
    document.members.length > 0
      ? clampRate(ctx.panel.incidence(document))
      : fieldwork.incidenceRate;
  const lengthOfInterview =
    loi ??
    (purchase
      ? pricedLengthOfInterview(
          declaredLength(fieldwork),
          await questionnaireMinutes(document, purchase),
        )
      : (declaredLength(fieldwork) ?? DEFAULT_LENGTH_OF_INTERVIEW));
  const cpi = costPerInterview({
    lengthOfInterview,
    incidenceRate,
    accountMarkup: await accountMarkupOf(ctx, viewer),
  });
  return {
    cpi,
    incidenceRate,
    lengthOfInterview,
    total: orderCost(cpi.amount, fieldwork.samplesNeeded),
  };
}

/** Whether the panel can deliver the survey's completes for its audience at `loi` minutes. */
export async function getFeasibilityEstimate(
  ctx: Ctx,
  viewer: Viewer,
  surveyId: string,
  loi: number | null | undefined,
): Promise<FeasibilityEstimate> {
  await requireOwnSurvey(ctx, viewer, surveyId);
  const fieldwork = await findFieldwork(ctx.db, surveyId);
  if (!fieldwork) throw fieldworkNotFound();
  const { document } = await audienceOfSurvey(ctx, surveyId);
  const minutes = loi ?? declaredLength(fieldwork) ?? DEFAULT_LENGTH_OF_INTERVIEW;
  return ctx.panel.feasibility(document, fieldwork.samplesAdjusted, minutes);
}
