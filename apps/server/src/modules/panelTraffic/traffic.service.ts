import { PANEL_SUPPLIER_CODE } from '@survey/domain/projects/constants';
import { hash32, seededRandom } from '@survey/domain/random';
import type { Executor } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { FALLBACK_LOI_MINUTES, simulatedClockSpeed } from '@survey/domain/fieldwork/abandonment';
import { publishedQuote, surveysTakingSimulatedTraffic } from '../orders/orders.queries.ts';
import type { LiveSurvey, LiveSurveys } from '../orders/liveSurveys.queries.ts';
import { signPanelLink } from '../respondent/panelLinks.ts';
import {
  idleSupplierSessions,
  readQuotaCells,
  supplierRespondentsPending,
  supplierRespondentsSeen,
  TOTAL_CELL,
} from '../respondent/respondent.queries.ts';
import { audienceQuotaCells, cellsOfAnswers } from '@survey/domain/respondent/engine/quotaCells';
import type { Population } from '../panel/population.ts';
import { audienceQuestionOf } from '@survey/domain/respondent/engine/audienceQuestions';
import { countSessionsOfSupplier } from '../respondent/respondent.service.ts';
import type { SimulatedPanel } from '../panel/panelSupplier.ts';
import {
  startMember,
  walkMember,
  type RespondentClient,
  type SimulatedMember,
} from './trafficMember.ts';
import {
  behaviourOf,
  memberIdOf,
  memberIndexOf,
  memberIndexOfDraw,
  MAX_STARTS_PER_TICK,
  memberProfile,
  pacedPageMs,
  screenOutOptions,
  startsForTick,
  TRAFFIC_TICK_MS,
  type TrafficKnobs,
} from './trafficPlan.ts';
import { knobsOf, saveKnobs } from './panelTraffic.store.ts';
import { startsNearEnd } from '@survey/domain/fieldwork/overInvite';
import { declaredLengthMs } from './memberLength.ts';
import {
  CANDIDATE_WINDOW,
  DEFAULT_OFF_TARGET_SHARE,
  openPlaces,
  pickTargeted,
} from './quotaTargeting.ts';

type QuotaRows = Awaited<ReturnType<typeof readQuotaCells>>;

/**
 * Places of the open sample neither filled nor held by a respondent in progress. The target is
 * the one bought so far (a full launch raises it before any respondent rewrites the cells).
 */
function placesFree(live: LiveSurvey, rows: QuotaRows): number {
  const total = rows.find((c) => c.cellKey === TOTAL_CELL);
  return live.totalTarget - (total ? total.filled + total.reserved : 0);
}

/**
 * Pages a member meets: the questionnaire's entries and the audience questions the runner asks
 * (every one not hidden; a hidden one is answered from the profile without a page).
 */
function pagesOf(live: LiveSurvey): number {
  const asked = live.published.audience.members.filter((m) => !audienceQuestionOf(m).hidden);
  return Math.max(1, live.published.questionnaire.entries.length + asked.length);
}

export interface PanelTrafficDeps {
  db: Executor;
  log: Pick<Logger, 'info' | 'warn' | 'debug'>;
  panel: SimulatedPanel;
  /** The respondent module's view of published surveys (respondent.module.ts). */
  live: LiveSurveys;
  /** The key panel links are signed with (respondent.module.ts). */
  linkSecret: Uint8Array;
  /** The server's own listening address: members go through the public API over HTTP. */
  baseUrl: () => string;
  /** PANEL_RATE: completes per minute each live survey should receive. */
  ratePerMinute: number;
  /**
   * 'loi': members walk at the survey's LOI on the panel's clock (pacedPageMs); a number: that
   * many ms a page whatever the survey (0: none; tests). Either way each declares its length.
   */
  pace: 'loi' | number;
  tickMs?: number;
  /** ORPHAN_IDLE_MS unless set (tests). */
  orphanIdleMs?: number;
  /**
   * PANEL_OFF_TARGET_SHARE: share of sent members drawn whatever the quota cells still open
   * (quotaTargeting.ts; default DEFAULT_OFF_TARGET_SHARE). The `ignoreFreePlaces` knob makes it 1.
   */
  offTargetShare?: number;
}

/** What one tick did for one survey (logs and tests). */
export interface TickReport {
  surveyId: string;
  started: number;
  /** Members whose walker had stopped with its node, taken up again (README "Node loss"). */
  resumed?: number;
}

/**
 * How long a member in progress may sit without an answer before another walker takes it up (at
 * least; 3 pages when longer): above a walking member's longest wait (10 rate-limited calls a
 * second apart), below the simulated idle timeout's 15-s floor (dropIdle.ts) at a fast clock, so
 * it is taken up before it is dropped.
 */
export const ORPHAN_IDLE_MS = 10_000;

/** A member who walked away on purpose (a dropout, a knob's early exit) is left to the sweep. */
const goesOn = (m: SimulatedMember) =>
  m.behaviour.dropAt === null && !m.behaviour.exitsAtStart && !m.behaviour.dropAfterQualifying;

/**
 * The simulated panel sending its members to live surveys. A tick (the pg-boss job, every
 * TRAFFIC_TICK_MS) starts this tick's members on every survey taking traffic and returns once
 * their sessions exist, so the next tick, in this process or another, counts them and draws the
 * next members. The members then answer at their own pace in the background; stopping the
 * process leaves them where they are (the idle-session job drops them later, as it would a
 * person who closed the tab).
 */
export class PanelTraffic {
  private readonly walks = new Set<Promise<unknown>>();
  /** `surveyId:memberId` of the members walking in this process. */
  private readonly walking = new Set<string>();
  private readonly abort = new AbortController();
  private readonly incidences = new Map<string, number>();
  private readonly lois = new Map<string, number>();
  /** Ticks so far per survey: a tick that found nobody to send looks at other members next. */
  private readonly windows = new Map<string, number>();
  private readonly client: RespondentClient;

  constructor(private readonly deps: PanelTrafficDeps) {
    this.client = { baseUrl: deps.baseUrl, signal: this.abort.signal };
  }

  /**
   * Sets (or, with an empty object, clears) a survey's knobs where every node's tick reads them
   * (README "Knobs"). NOT_FOUND, and nothing stored, when setting knobs of an unknown survey.
   */
  async setKnobs(surveyId: string, knobs: TrafficKnobs): Promise<void> {
    if (!(await saveKnobs(this.deps.db, surveyId, knobs, new Date()))) throw notFound('Survey');
  }

  /** The job's work: one tick on every survey taking simulated traffic now. */
  async tick(): Promise<TickReport[]> {
    if (this.abort.signal.aborted) return [];
    const surveyIds = await surveysTakingSimulatedTraffic(this.deps.db);
    const reports: TickReport[] = [];
    for (const surveyId of surveyIds) {
      try {
        reports.push(await this.sendMembers(surveyId));
      } catch (err) {
        // One survey's trouble (a publication that cannot be read) must not starve the others.
        this.deps.log.warn({ err, surveyId }, 'simulated panel traffic failed for a survey');
      }
    }
    return reports;
  }

  /** Resolves once every member walking now has finished or stopped. */
  async settled(): Promise<void> {
    while (this.walks.size > 0) await Promise.allSettled([...this.walks]);
  }

  /** Ends the traffic of this process: no more ticks, walking members stop where they are. */
  async stop(): Promise<void> {
    this.abort.abort();
    await this.settled();
  }

  /**
   * One tick for one survey: starts this tick's members and returns once their sessions exist.
   * The job ticks every survey (`tick`); tests tick one, so that a shared server's other surveys
   * get no traffic. As in `tick`, nobody is sent unless the survey takes simulated traffic now (a
   * live order with an open simulated supplier order); `settled()` waits for the walks.
   */
  async tickSurvey(surveyId: string): Promise<TickReport> {
    if (this.abort.signal.aborted) return { surveyId, started: 0 };
    const taking = await surveysTakingSimulatedTraffic(this.deps.db, surveyId);
    if (!taking.includes(surveyId)) return { surveyId, started: 0 };
    return this.sendMembers(surveyId);
  }

  /** Starts this tick's members on a survey known to take simulated traffic. */
  private async sendMembers(surveyId: string): Promise<TickReport> {
    const live = await this.deps.live.current(surveyId);
    if (!live) return { surveyId, started: 0 };
    // Read each tick: whichever node runs it sees the knobs set through any node.
    const knobs = await knobsOf(this.deps.db, surveyId);
    const loiMinutes = await this.loiOf(surveyId, live.version);
    const pageMs =
      this.deps.pace !== 'loi'
        ? this.deps.pace
        : pacedPageMs({
            loiMinutes,
            pages: pagesOf(live),
            clockSpeed: simulatedClockSpeed(this.deps.ratePerMinute),
            lengthFactor: knobs.lengthFactor,
          });
    const country = live.published.audience.countryCode;
    const population = this.deps.panel.population(country);
    const drawn = await countSessionsOfSupplier(
      { db: this.deps.db },
      surveyId,
      PANEL_SUPPLIER_CODE,
    );
    const tickMs = this.deps.tickMs ?? TRAFFIC_TICK_MS;
    const incidencePercent = this.incidence(surveyId, live.version, live.published.audience);
    const plan = startsForTick({
      ratePerMinute: this.deps.ratePerMinute,
      tickMs,
      incidencePercent,
      rnd: seededRandom(hash32(`tick:${surveyId}:${drawn}`)),
    });
    const quotaRows = await readQuotaCells(this.deps.db, surveyId);
    const starts = Math.min(
      population.size - drawn,
      startsNearEnd({
        rateStarts: plan.starts,
        completesPerTick: (this.deps.ratePerMinute * tickMs) / 60_000,
        // The quota-full knob sends members as if places were free: they find the sample full.
        placesFree: knobs.ignoreFreePlaces ? null : placesFree(live, quotaRows),
        completingShare: plan.completingShare,
        maxStarts: MAX_STARTS_PER_TICK,
      }),
    );
    const indexes =
      starts > 0
        ? await this.pickMembers(live, population, quotaRows, {
            starts,
            drawn,
            // The knob's panel targets nothing: members at random, whatever is full.
            offTargetShare: knobs.ignoreFreePlaces
              ? 1
              : (this.deps.offTargetShare ?? DEFAULT_OFF_TARGET_SHARE),
          })
        : [];
    const screenOuts = knobs.screenOutShare ? screenOutOptions(live.published.audience) : undefined;
    const memberAt = (index: number): SimulatedMember => {
      const id = memberIdOf(country, index);
      const behaviour = behaviourOf(surveyId, id, knobs);
      const member: SimulatedMember = {
        id,
        profile: memberProfile(population, index),
        behaviour,
        screenOuts,
        pageMs,
        lengthMs: declaredLengthMs({
          surveyId,
          memberId: id,
          loiMinutes,
          lengthFactor: knobs.lengthFactor,
          speeder: behaviour.speeder,
        }),
      };
      return member;
    };
    const orphans = (await this.orphansOf(surveyId, country, pageMs)).map(memberAt).filter(goesOn);
    const members = [...orphans, ...indexes.map(memberAt)];
    const views = await Promise.all(
      members.map((m) => {
        const fields = {
          surveyId,
          respondentId: m.id,
          supplierCode: PANEL_SUPPLIER_CODE,
          simulatedLengthMs: m.lengthMs,
        };
        return startMember(this.client, {
          ...fields,
          signature: signPanelLink(this.deps.linkSecret, fields),
        });
      }),
    );
    let started = 0;
    let resumed = 0;
    views.forEach((view, k) => {
      const member = members[k];
      if (!view || !member) return;
      if (k < orphans.length) resumed += 1;
      else started += 1;
      const key = `${surveyId}:${member.id}`;
      this.walking.add(key);
      const walk = walkMember(this.client, member, view).finally(() => {
        this.walks.delete(walk);
        this.walking.delete(key);
      });
      this.walks.add(walk);
    });
    if (started + resumed > 0) {
      this.deps.log.debug({ surveyId, started, resumed }, 'simulated panel members sent');
    }
    return { surveyId, started, resumed };
  }

  /**
   * Population indexes of the survey's members in progress whose walker stopped with its node
   * (README "Node loss"): idle for ORPHAN_IDLE_MS, or 3 pages when that is longer (a walking
   * member pauses 1.5 pages at most), and walked by no one in this process. They come back, as a real respondent
   * whose page failed comes back through the balancer; the start finds their session.
   */
  private async orphansOf(surveyId: string, country: string, pageMs: number): Promise<number[]> {
    const ids = await idleSupplierSessions(this.deps.db, surveyId, PANEL_SUPPLIER_CODE, {
      idleMs: this.deps.orphanIdleMs ?? Math.max(ORPHAN_IDLE_MS, 3 * pageMs),
      limit: MAX_STARTS_PER_TICK,
    });
    return ids
      .filter((id) => !this.walking.has(`${surveyId}:${id}`))
      .map((id) => memberIndexOf(country, id))
      .filter((index): index is number => index !== null);
  }

  /**
   * The members this tick sends (population indexes): quota-targeted (quotaTargeting.ts) among a
   * window of the survey's draws, seeded by survey, draws so far and this survey's tick count in
   * this process (a tick that found nobody to send looks at other members next time). Members
   * who already have a session are left out: a member is sent once.
   */
  private async pickMembers(
    live: LiveSurvey,
    population: Population,
    quotaRows: QuotaRows,
    plan: { starts: number; drawn: number; offTargetShare: number },
  ): Promise<number[]> {
    const { surveyId } = live;
    const country = live.published.audience.countryCode;
    const tick = (this.windows.get(surveyId) ?? 0) + 1;
    this.windows.set(surveyId, tick);
    const size = population.size;
    const from = hash32(`window:${surveyId}:${plan.drawn}:${tick}`) % size;
    const indexes = Array.from({ length: Math.min(size, CANDIDATE_WINDOW) }, (_, j) =>
      memberIndexOfDraw(surveyId, (from + j) % size, size),
    );
    const seen = await supplierRespondentsSeen(
      this.deps.db,
      surveyId,
      PANEL_SUPPLIER_CODE,
      indexes.map((i) => memberIdOf(country, i)),
    );
    const cells = audienceQuotaCells(live.published.audience);
    const cellsOf = (index: number) =>
      cells.length === 0 ? [] : cellsOfAnswers(cells, memberProfile(population, index));
    const candidates = indexes
      .filter((i) => !seen.has(memberIdOf(country, i)))
      .map((index) => ({ index, cells: cellsOf(index) }));
    const pending =
      cells.length === 0
        ? []
        : (await supplierRespondentsPending(this.deps.db, surveyId, PANEL_SUPPLIER_CODE))
            .map((id) => memberIndexOf(country, id))
            .filter((i) => i !== null)
            .map(cellsOf);
    return pickTargeted({
      candidates,
      open: openPlaces(live.quotaTargets, quotaRows, pending),
      starts: plan.starts,
      offTargetShare: plan.offTargetShare,
      rnd: seededRandom(hash32(`pick:${surveyId}:${plan.drawn}:${tick}`)),
    });
  }

  /** The LOI the publication was bought at (minutes); kept, as a publication never changes. */
  private async loiOf(surveyId: string, version: number): Promise<number> {
    const key = `${surveyId}:${version}`;
    let found = this.lois.get(key);
    if (found === undefined) {
      found = (await publishedQuote(this.deps.db, surveyId))?.loi ?? FALLBACK_LOI_MINUTES;
      this.lois.set(key, found);
    }
    return found;
  }

  /** The audience's incidence in the panel; a published version never changes, so it is kept. */
  private incidence(
    surveyId: string,
    version: number,
    audience: Parameters<SimulatedPanel['incidence']>[0],
  ): number {
    const key = `${surveyId}:${version}`;
    let found = this.incidences.get(key);
    if (found === undefined) {
      found = this.deps.panel.incidence(audience);
      this.incidences.set(key, found);
    }
    return found;
  }
}
