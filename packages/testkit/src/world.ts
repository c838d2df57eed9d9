import {
  joinAccount,
  signUp,
  storageStateOf,
  writeStorageState,
  type Account,
  type AccountOptions,
  type StorageState,
} from './account.ts';
import {
  answerAs,
  completes,
  randomAnswers,
  signedPanelLink,
  type AnswerPattern,
  type RespondentTarget,
} from './completes.ts';
import { setAnswerQuota, type AnswerQuotaCellSpec } from './answerQuotas.ts';
import { loopSection, type LoopSpec } from './loops.ts';
import { serverControl, type ServerControl } from './control.ts';
import { gql, type GraphQLService } from './http.ts';
import {
  addQuestion,
  buy,
  draftSurvey,
  type DraftSurvey,
  type QuestionSpec,
  type SurveySpec,
} from './survey.ts';
import { buyMarkets, draftMarkets, type DraftMarket, type MarketsSpec } from './markets.ts';
import type { Answer } from '@survey/domain/respondent/answers';
import type { EntryPage } from '@survey/domain/respondent/engine/pages';

/** A researcher of a world: their session, and the builders that act as them. */
export interface Researcher extends Account {
  /** Calls a GraphQL service as this researcher (throws on errors). */
  gql<T>(service: GraphQLService, query: string, variables?: Record<string, unknown>): Promise<T>;
  /** A draft survey of theirs (questionnaire and GB audience), as `SurveySpec` says. */
  survey(spec?: SurveySpec): Promise<WorldSurvey>;
  /** Issue 37 §3: a multi-market study, its questionnaire translated into every market's language. */
  markets(spec: MarketsSpec): Promise<WorldMarkets>;
  /** Playwright's storageState for a page that starts signed in as them. */
  storageState(): StorageState;
  /** Writes it to `file` and answers the path. */
  writeStorageState(file: string): Promise<string>;
  /** A new member of their account, invited by them and signed up through the invite link. */
  teammate(opts?: Omit<AccountOptions, 'accountName'>): Promise<Researcher>;
}

/** A survey of a world and what can be done to it. */
export interface WorldSurvey extends DraftSurvey {
  addQuestion(question: QuestionSpec): Promise<void>;
  /** Issue 38 §3: the quota on the question with this text; options named by text. */
  setAnswerQuota(questionText: string, cells: AnswerQuotaCellSpec[]): Promise<void>;
  /** Issue 38 §2: a section of these questions, looped over an earlier multi select. */
  loopSection(spec: LoopSpec): Promise<void>;
  /** Buys it at its quote (launch); answers the order's status ('Live', or 'Scheduled'...). */
  buy(): Promise<string>;
  /** `n` members answer through the public respondent API in parallel; their outcomes. */
  completes(n: number, pattern?: AnswerPattern, prefix?: string): Promise<string[]>;
  /** One member answers as `choose` says (null: a random valid answer); the outcome. */
  answerAs(respondentId: string, choose?: (page: EntryPage) => Answer | null): Promise<string>;
  /** The runner link a supplier would send this member (path and query). */
  panelLink(respondentId: string): string;
}

/** A market of a world's multi-market study: its members answer as a survey's do. */
export type WorldMarket = DraftMarket & Pick<WorldSurvey, 'completes' | 'answerAs' | 'panelLink'>;

export interface WorldMarkets {
  projectId: string;
  name: string;
  /** The lead first. */
  markets: WorldMarket[];
  /** Buys every market in one purchase at the quoted total (launch). */
  buy(): Promise<void>;
}

export interface World extends ServerControl {
  baseUrl: string;
  /** A new researcher with an account of their own (signed up through the API). */
  account(opts?: AccountOptions): Promise<Researcher>;
}

/**
 * The world builders for one running server: through its own HTTP APIs only, so the same calls
 * serve the server tests (startTestApp's URL), the browser tests and the cluster tier.
 * `panelLinkSecret` is the server's PANEL_LINK_SECRET (members' links are signed with it).
 */
export function world(baseUrl: string, opts: { panelLinkSecret: string }): World {
  const target: RespondentTarget = { baseUrl, panelLinkSecret: opts.panelLinkSecret };
  const researcherOf = (account: Account): Researcher => {
    const caller = { baseUrl, ...account };
    const surveyOf = (draft: DraftSurvey): WorldSurvey => ({
      ...draft,
      addQuestion: (question) => addQuestion(caller, draft, question),
      setAnswerQuota: (questionText, cells) => setAnswerQuota(caller, draft, questionText, cells),
      loopSection: (spec) => loopSection(caller, draft, spec),
      buy: () => buy(caller, draft.surveyId),
      completes: (n, pattern = randomAnswers, prefix) =>
        completes(target, draft.surveyId, n, pattern, prefix),
      answerAs: (respondentId, choose = () => null) =>
        answerAs(target, draft.surveyId, respondentId, choose),
      panelLink: (respondentId) => signedPanelLink(target, draft.surveyId, respondentId),
    });
    const marketOf = (market: DraftMarket): WorldMarket => ({
      ...market,
      completes: (n, pattern = randomAnswers, prefix) =>
        completes(target, market.surveyId, n, pattern, prefix),
      answerAs: (respondentId, choose = () => null) =>
        answerAs(target, market.surveyId, respondentId, choose),
      panelLink: (respondentId) => signedPanelLink(target, market.surveyId, respondentId),
    });
    return {
      ...account,
      markets: async (spec) => {
        const draft = await draftMarkets(caller, spec);
        return {
          ...draft,
          markets: draft.markets.map(marketOf),
          buy: () => buyMarkets(caller, draft.markets[0]?.surveyId ?? ''),
        };
      },
      gql: (service, query, variables) =>
        gql(baseUrl, account.accessToken, service, query, variables),
      survey: async (spec) => surveyOf(await draftSurvey(caller, spec)),
      storageState: () => storageStateOf(baseUrl, account),
      writeStorageState: (file) => writeStorageState(file, baseUrl, account),
      teammate: async (teammateOpts) =>
        researcherOf(await joinAccount(baseUrl, account, teammateOpts)),
    };
  };
  return {
    baseUrl,
    ...serverControl(baseUrl),
    account: async (accountOpts) => researcherOf(await signUp(baseUrl, accountOpts)),
  };
}
