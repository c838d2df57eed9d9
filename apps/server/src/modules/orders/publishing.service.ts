import type { DraftAudience } from '@survey/domain/audience/model';
import type { OrderStatus } from '@survey/domain/projects/constants';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import type { Executor } from '../../db/database.ts';
import { packSnapshot, unpackSnapshot } from '../questionnaire/snapshotCodec.ts';
import { findOrder } from './orders.store.ts';
import {
  findLatestPublished,
  insertPublished,
  latestPublishedVersion,
} from './publishing.store.ts';
import { findSupplierOrders } from './supplierOrders.store.ts';

/** The fieldwork facts respondents' sessions need, as bought. */
export interface PublishedFacts {
  countryCode: string;
  language: string;
  samplesNeeded: number;
  softLaunchSamples: number;
  loi: number;
}

export interface Publication extends PublishedFacts {
  surveyId: string;
  version: number;
  questionnaire: Questionnaire;
  audience: DraftAudience;
  createdAt: Date;
}

/**
 * Publishes the survey's questionnaire (with its audience entries) and audience as its next
 * version (1 at purchase). Inside the purchase's transaction, under the survey lock: two
 * publications never take the same number (the primary key refuses it besides).
 */
export async function publishSurvey(
  db: Executor,
  input: PublishedFacts & {
    surveyId: string;
    questionnaire: Questionnaire;
    audience: DraftAudience;
    now: Date;
  },
): Promise<number> {
  const version = ((await latestPublishedVersion(db, input.surveyId)) ?? 0) + 1;
  await insertPublished(db, {
    surveyId: input.surveyId,
    version,
    questionnaire: await packSnapshot(input.questionnaire),
    audience: input.audience,
    countryCode: input.countryCode,
    language: input.language,
    samplesNeeded: input.samplesNeeded,
    softLaunchSamples: input.softLaunchSamples,
    loi: input.loi,
    createdAt: input.now,
  });
  return version;
}

/** What the respondent side gets of a bought survey. */
export interface RespondentSurvey {
  publication: Publication;
  /** The survey order's status: respondents are admitted only while it is Live. */
  orderStatus: OrderStatus;
  /**
   * The panel supplier order respondents now count towards (the latest one that is not finished)
   * and its target; null when none is open (ended, or a soft launch waiting for its full launch).
   */
  openSupplierOrder: {
    orderNumber: number;
    status: OrderStatus;
    samplesNeeded: number;
  } | null;
}

const FINISHED: readonly OrderStatus[] = ['Completed', 'Closed', 'Halted'];

/**
 * The latest published version of a survey with its order's live state, for the public
 * respondent API (no viewer: respondents have no dashboard session). Undefined when the survey
 * was never bought.
 */
export async function publishedSurveyForRespondents(
  db: Executor,
  surveyId: string,
): Promise<RespondentSurvey | undefined> {
  const row = await findLatestPublished(db, surveyId);
  const order = row && (await findOrder(db, surveyId));
  if (!row || !order) return undefined;
  const open = (await findSupplierOrders(db, surveyId))
    .filter((s) => !FINISHED.includes(s.status))
    .at(-1);
  return {
    publication: {
      surveyId: row.surveyId,
      version: row.version,
      questionnaire: await unpackSnapshot(row.questionnaire),
      audience: row.audience,
      countryCode: row.countryCode,
      language: row.language,
      samplesNeeded: row.samplesNeeded,
      softLaunchSamples: row.softLaunchSamples,
      loi: row.loi,
      createdAt: row.createdAt,
    },
    orderStatus: order.status,
    openSupplierOrder: open
      ? { orderNumber: open.orderNumber, status: open.status, samplesNeeded: open.samplesNeeded }
      : null,
  };
}
