import type { Answer } from '@survey/domain/respondent/answers';
import type { EntryPage } from '@survey/domain/respondent/engine/pages';
import {
  answerFromProfile,
  randomValidAnswer,
} from '@survey/domain/respondent/engine/randomValidAnswer';
import type { PanelProfile } from '@survey/domain/respondent/engine/state';
import { hash32, seededRandom } from '@survey/domain/random';
import { MULTIPLE_CHOICE } from '@survey/domain/audience/settings';
import type { AudienceMember } from '@survey/domain/audience/model';
import { audienceQuestionOf } from '@survey/domain/respondent/engine/audienceQuestions';
import type { Population } from '../panel/population.ts';

/**
 * The simulated panel's traffic as pure decisions: how many members a tick sends, which members,
 * and how each behaves. Every choice is seeded (survey, member), so a run is reproducible and two
 * processes planning the same tick pick the same members.
 */

/** How often the traffic job looks at live surveys. */
export const TRAFFIC_TICK_MS = 5000;
/** Share of members who stop answering part-way, who answer instantly, who straight-line. */
export const DROPOUT_SHARE = 0.05;
export const SPEEDER_SHARE = 0.05;
export const STRAIGHTLINER_SHARE = 0.1;
/**
 * Most members one tick starts: the respondent API admits 20 new sessions a second per client
 * address, and all simulated members come from this server's own address.
 */
export const MAX_STARTS_PER_TICK = 60;

/**
 * Members to start in a tick so that completes arrive at `ratePerMinute`: the completes a tick
 * should bring, divided by the share of starts that complete (incidence and dropouts). The
 * fraction is carried by chance (`rnd`), so a low rate still sends someone now and then. Answers
 * that share too: near the end of the sample the panel over-invites by it
 * (packages/domain/src/fieldwork/overInvite.ts), and the tick limit applies after that.
 */
export function startsForTick(opts: {
  ratePerMinute: number;
  tickMs: number;
  incidencePercent: number;
  rnd: () => number;
}): { starts: number; completingShare: number } {
  const completingShare =
    (Math.min(100, Math.max(0, opts.incidencePercent)) / 100) * (1 - DROPOUT_SHARE);
  if (opts.ratePerMinute <= 0 || completingShare <= 0) return { starts: 0, completingShare };
  const expected = (opts.ratePerMinute * opts.tickMs) / 60_000 / completingShare;
  const whole = Math.floor(expected);
  return { starts: whole + (opts.rnd() < expected - whole ? 1 : 0), completingShare };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The population index of a survey's `draw`-th member: an affine permutation of the population
 * seeded by the survey, so the first `size` draws are all different members.
 */
export function memberIndexOfDraw(surveyId: string, draw: number, size: number): number {
  const seed = hash32(`traffic:${surveyId}`);
  let step = (seed % size) | 1;
  while (gcd(step, size) !== 1) step += 1;
  const offset = hash32(`offset:${surveyId}`) % size;
  return Number((BigInt(step) * BigInt(draw) + BigInt(offset)) % BigInt(size));
}

/** A member's panel id, which is also their respondent id on the survey link. */
export function memberIdOf(countryCode: string, index: number): string {
  return `${countryCode}-${index}`;
}

/** The population index inside a member id; null when it is not one of `countryCode`'s. */
export function memberIndexOf(countryCode: string, memberId: string): number | null {
  const match = /^([A-Z]{2})-(\d+)$/.exec(memberId);
  return match && match[1] === countryCode ? Number(match[2]) : null;
}

/** The member's answers to the catalogue criteria, as their population columns hold them. */
export function memberProfile(population: Population, index: number): PanelProfile {
  const profile: Record<string, string | string[]> = {};
  for (const [code, column] of population.columns) {
    const criterion = population.criteria.get(code);
    const value = column[index];
    if (!criterion || value === undefined) continue;
    if (criterion.choice === MULTIPLE_CHOICE) {
      profile[code] = criterion.options
        .filter((_, k) => k < 32 && value & (1 << k))
        .map((o) => o.code);
    } else {
      const option = criterion.options[value];
      if (option) profile[code] = option.code;
    }
  }
  return profile;
}

/**
 * Knobs of one survey's simulated traffic, to produce the conditions field health watches
 * (README "Knobs"). Absent: the panel's ordinary members.
 */
export interface TrafficKnobs {
  /** Share of members who stop on their first page after qualifying (dropouts). */
  dropoutShare?: number;
  /** Share of members who stop on their very first page (low conversion). */
  earlyExitShare?: number;
  /** Members take this many times the LOI (long interviews; at most 1.9, under the idle timeout). */
  lengthFactor?: number;
  /** Send members at the rate even when no place is free: they find the sample full (quota full). */
  ignoreFreePlaces?: boolean;
  /**
   * Share of members who answer the audience's screening so that they do not qualify (low
   * incidence): a non-qualifying option on the first audience question that has one.
   */
  screenOutShare?: number;
}

/**
 * A member's average wall time on a page so that its walk takes `lengthFactor` x the LOI on the
 * panel's clock, which runs `clockSpeed` times faster than the wall clock (abandonment.ts): how
 * long it holds its place. Its interview's length is the one it declares (memberLength.ts), not
 * this wall time, which the machine's latency stretches.
 */
export function pacedPageMs(opts: {
  loiMinutes: number;
  pages: number;
  clockSpeed: number;
  lengthFactor?: number;
}): number {
  const factor = opts.lengthFactor ?? 1;
  return Math.round(
    (opts.loiMinutes * 60_000 * factor) / Math.max(1, opts.clockSpeed) / Math.max(1, opts.pages),
  );
}

/** How one member goes through a survey. */
export interface MemberBehaviour {
  /** Stops answering once the survey's progress reaches this share (0..1); null: goes on. */
  dropAt: number | null;
  /** Knob: stops on the first page after qualifying. */
  dropAfterQualifying: boolean;
  /** Knob: stops on the first page. */
  exitsAtStart: boolean;
  /** Knob: answers a screening question with an option that does not qualify. */
  screensOut: boolean;
  /** Answers every page instantly. */
  speeder: boolean;
  /** Picks the same column on every row of a matrix. */
  straightliner: boolean;
  /** Seed of the member's random answers in this survey. */
  seed: number;
}

export function behaviourOf(
  surveyId: string,
  memberId: string,
  knobs: TrafficKnobs = {},
): MemberBehaviour {
  const seed = hash32(`member:${surveyId}:${memberId}`);
  const rnd = seededRandom(seed);
  const drops = rnd() < DROPOUT_SHARE;
  const dropAt = 0.2 + rnd() * 0.6;
  const speeder = rnd() < SPEEDER_SHARE;
  const straightliner = rnd() < STRAIGHTLINER_SHARE;
  // Drawn after the ordinary traits, so a survey without knobs gets the members it always had.
  const knob = seededRandom(hash32(`knobs:${surveyId}:${memberId}`));
  return {
    dropAt: drops ? dropAt : null,
    dropAfterQualifying: knob() < (knobs.dropoutShare ?? 0),
    exitsAtStart: knob() < (knobs.earlyExitShare ?? 0),
    // Drawn after the earlier knobs, so adding this one changed nobody's dropout or early exit.
    screensOut: knob() < (knobs.screenOutShare ?? 0),
    speeder,
    straightliner,
    seed,
  };
}

/** Milliseconds the member spends on a page: `pageMs` give or take half; none for a speeder. */
export function thinkMs(behaviour: MemberBehaviour, pageMs: number, rnd: () => number): number {
  return behaviour.speeder ? 0 : Math.round(pageMs * (0.5 + rnd()));
}

/**
 * Per audience question the respondent sees (its key: criterion code or custom questionLk), the
 * options that do not qualify (their codes or responseOptionLks, the page's option ids). Picked
 * alone they screen the respondent out (`passesScreening`). A question whose every option
 * qualifies (qualifying off, or nothing removed) is left out: nobody can fail it, so a survey
 * without targeting gets no screen-outs from the knob. Hidden questions are not asked.
 */
export type ScreenOutOptions = ReadonlyMap<string, readonly string[]>;

export function screenOutOptions(audience: {
  members: readonly AudienceMember[];
}): ScreenOutOptions {
  const out = new Map<string, string[]>();
  for (const member of audience.members) {
    const question = audienceQuestionOf(member);
    const failing = question.options.filter((o) => !o.qualifies).map((o) => o.key);
    if (!question.hidden && failing.length > 0) out.set(question.key, failing);
  }
  return out;
}

type AnswerPage = Pick<EntryPage, 'questionKind' | 'entry' | 'options' | 'rows'>;

/**
 * The member's answer to a page. Audience questions come from their profile, so what they say is
 * what the targeting counted; a screening question the panel holds nothing on is answered the
 * same way every time the member meets it (seeded by member and question). A member the
 * screen-out knob picked answers the first screening question that can fail with one of its
 * non-qualifying options (seeded by member and question). Everything else is a random valid
 * answer, with matrices straight-lined by straight-liners.
 */
export function memberAnswer(
  page: AnswerPage,
  member: {
    id: string;
    profile: PanelProfile;
    behaviour: MemberBehaviour;
    screenOuts?: ScreenOutOptions;
  },
  rnd: () => number,
): Answer | null {
  if (page.questionKind === 'audience' && page.entry.entryType === 'question') {
    const questionLk = page.entry.entryItem.questionLk;
    const offered = new Set(page.options.map((o) => o.id));
    const failing = (member.screenOuts?.get(questionLk) ?? []).filter((id) => offered.has(id));
    if (member.behaviour.screensOut && failing.length > 0) {
      const pick = seededRandom(hash32(`screen-out:${member.id}:${questionLk}`));
      const selected = failing[Math.floor(pick() * failing.length)] ?? failing[0];
      if (selected !== undefined) return { kind: 'choice', selected: [selected], texts: {} };
    }
    const known = answerFromProfile(page, member.profile);
    if (known) return known;
    const own = seededRandom(hash32(`profile:${member.id}:${page.entry.entryItem.questionLk}`));
    return randomValidAnswer(page, own);
  }
  const answer = randomValidAnswer(page, rnd);
  if (answer?.kind === 'matrix' && member.behaviour.straightliner) {
    const first = Object.values(answer.rows)[0];
    if (first)
      return { kind: 'matrix', rows: Object.fromEntries(page.rows.map((r) => [r.id, first])) };
  }
  return answer;
}
