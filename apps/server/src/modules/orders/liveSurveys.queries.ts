import type { OrderStatus } from '@survey/domain/projects/constants';
import type { PublishedSurvey } from '@survey/domain/respondent/engine/published';
import { addPlaces } from '@survey/domain/quality/replacements';
import { quotaTargets } from '@survey/domain/respondent/engine/quotaCells';
import { answerQuotaTargets } from '@survey/domain/respondent/engine/answerQuotaCells';
import type { Executor } from '../../db/database.ts';
import {
  findOrder,
  findPublished,
  findSupplierOrders,
  latestPublishedVersion,
} from './orders.queries.ts';
import { unpackSnapshot } from '../questionnaire/draftStore/draftStore.ts';

/** A published version of a bought survey, with what the respondent side needs to know now. */
export interface LiveSurvey {
  surveyId: string;
  version: number;
  published: PublishedSurvey;
  /** The survey order's status: new respondents are admitted only while it is Live. */
  orderStatus: OrderStatus | null;
  /** False while a soft launch has reached its sample and waits for the full launch. */
  admitting: boolean;
  /** Completes the supplier orders bought so far add up to (the whole-sample cell's target). */
  totalTarget: number;
  /** The survey's whole sample, as bought. */
  samplesNeeded: number;
  /**
   * The language of the country the survey was bought for (a market's: issue 37 §3): respondents
   * whose link asks for no language answer in it when the questionnaire has it.
   */
  language: string;
  /**
   * Completes allowed per quota cell, on the whole sample, with the places replacements for
   * excluded poor-quality completes opened in the cells they left (issue 38 §4).
   */
  quotaTargets: Record<string, number>;
  /** The places open replacement batches add per cell (the whole sample's among them). */
  replacementPlaces: Record<string, number>;
  /**
   * Issue 38 §3: completes allowed per cell of the quotas on answers in the survey. Apart from
   * the audience's: the panel sends by the audience's cells only (it cannot know an answer).
   */
  answerQuotaTargets: Record<string, number>;
  /** Set once this process has written the cells with these targets. */
  cellsWritten: boolean;
}

const FINISHED: readonly OrderStatus[] = ['Completed', 'Closed', 'Halted'];
/** Publications kept in memory (they never change, so a cached one is never stale). */
const MAX_CACHED = 200;
/**
 * How long the order's state is trusted before it is read again while the change bus is listening.
 * Every statement that writes order state notifies every node (orders/orderChanges.ts), so this is
 * only a backstop: for a write that bypasses the stores (an operator's SQL fix) or a writer added
 * later that forgets to notify. Half a minute bounds that staleness at one read per survey per
 * half minute per node, nothing on the answer path.
 */
export const SAFETY_TTL_MS = 30_000;
/** How long it is trusted without a listening change bus (lost connection, or none at all). */
export const STATE_TTL_MS = 1000;

interface Publication {
  published: PublishedSurvey;
  samplesNeeded: number;
  language: string;
}

/**
 * Published surveys for the public respondent API. Publications are immutable, so each version is
 * read and unpacked once per process. The order's state (Live, Paused, the open supplier orders,
 * the latest version) is dropped when any node changes it: `invalidate` here at once, and on every
 * node through the change bus's ORDER_STATE_CHANNEL (compose.ts), so a pause made on another node
 * reaches new respondents within the notification's delay (milliseconds). Without a listening bus
 * it is read again after STATE_TTL_MS; with one after SAFETY_TTL_MS at most.
 */
export class LiveSurveys {
  private readonly publications = new Map<string, Promise<Publication | undefined>>();
  private readonly states = new Map<
    string,
    { at: number; live: Promise<LiveSurvey | undefined> }
  >();

  constructor(
    private readonly db: Executor,
    /** True while the change bus listens (absent: never, so the short refresh applies). */
    private readonly listening: () => boolean = () => false,
  ) {}

  /** The latest version with the order's current state; undefined when never bought. */
  async current(surveyId: string): Promise<LiveSurvey | undefined> {
    const cached = this.states.get(surveyId);
    const ttl = this.listening() ? SAFETY_TTL_MS : STATE_TTL_MS;
    if (cached && Date.now() - cached.at < ttl) return cached.live;
    const live = this.read(surveyId, cached?.live);
    this.states.set(surveyId, { at: Date.now(), live });
    // A survey not bought yet is asked again next time: its purchase must admit at once.
    live.then(
      (found) => found || this.states.delete(surveyId),
      () => this.states.delete(surveyId),
    );
    return live;
  }

  /** A session's own version (it keeps it to the end), with the order's current state. */
  async version(surveyId: string, version: number): Promise<LiveSurvey | undefined> {
    const latest = await this.current(surveyId);
    if (latest?.version === version) return latest;
    const publication = await this.publication(surveyId, version);
    return publication && latest && { ...latest, version, ...this.shape(publication, latest) };
  }

  /** Forgets the survey's state (a pause, a full launch or an end happened, here or elsewhere). */
  invalidate(surveyId: string): void {
    this.states.delete(surveyId);
  }

  /** Forgets every survey's state (the change bus may have missed notifications). */
  forgetAll(): void {
    this.states.clear();
  }

  private shape(
    p: Publication,
    s: { totalTarget: number; replacementPlaces: Record<string, number> },
  ) {
    const targets = quotaTargets(p.published.audience, p.samplesNeeded);
    for (const [cell, places] of Object.entries(s.replacementPlaces)) {
      if (cell in targets) targets[cell] = (targets[cell] ?? 0) + places;
    }
    return {
      published: p.published,
      samplesNeeded: p.samplesNeeded,
      language: p.language,
      quotaTargets: targets,
      replacementPlaces: s.replacementPlaces,
      answerQuotaTargets: answerQuotaTargets(p.published, p.samplesNeeded),
      cellsWritten: false,
      totalTarget: s.totalTarget,
    };
  }

  private async read(
    surveyId: string,
    previous?: Promise<LiveSurvey | undefined>,
  ): Promise<LiveSurvey | undefined> {
    const before = await previous?.catch(() => undefined);
    const version = await latestPublishedVersion(this.db, surveyId);
    if (version === undefined) return undefined;
    const [publication, order, supplierOrders] = await Promise.all([
      this.publication(surveyId, version),
      findOrder(this.db, surveyId),
      findSupplierOrders(this.db, surveyId),
    ]);
    if (!publication) return undefined;
    // A replacements batch withdrawn whole (every exclusion reversed in time) is Closed.
    const counted = supplierOrders.filter((o) => o.status !== 'Halted' && o.status !== 'Closed');
    const totalTarget = counted.reduce((sum, o) => sum + o.samplesNeeded, 0);
    const replacementPlaces = counted.reduce<Record<string, number>>(
      (sum, o) => (o.replacementPlaces ? addPlaces(sum, o.replacementPlaces) : sum),
      {},
    );
    const live = {
      surveyId,
      version,
      orderStatus: order?.status ?? null,
      admitting: supplierOrders.some((o) => !FINISHED.includes(o.status)),
      ...this.shape(publication, { totalTarget, replacementPlaces }),
    };
    // Cells this process wrote for the same version and targets need no writing again: a write
    // locks every cell of the survey, and answers that qualify or complete wait behind it.
    const same =
      before?.version === version &&
      before.totalTarget === totalTarget &&
      JSON.stringify(before.replacementPlaces) === JSON.stringify(replacementPlaces);
    if (same && before.cellsWritten) live.cellsWritten = true;
    return live;
  }

  private publication(surveyId: string, version: number): Promise<Publication | undefined> {
    const key = `${surveyId}:${version}`;
    let found = this.publications.get(key);
    if (!found) {
      found = findPublished(this.db, surveyId, version).then(
        async (row) =>
          row && {
            published: {
              questionnaire: await unpackSnapshot(row.questionnaire),
              audience: row.audience,
              ...(row.translations && { translations: row.translations }),
            },
            samplesNeeded: row.samplesNeeded,
            language: row.language,
          },
      );
      found.catch(() => this.publications.delete(key));
      if (this.publications.size >= MAX_CACHED) {
        const oldest = this.publications.keys().next().value;
        if (oldest !== undefined) this.publications.delete(oldest);
      }
      this.publications.set(key, found);
    }
    return found;
  }
}
