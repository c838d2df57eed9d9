import { SOLUTION_ID } from '@survey/domain/projects/constants';
import { checkAudienceInvariants } from '@survey/domain/audience/invariants';
import type { DraftAudience } from '@survey/domain/audience/model';
import { checkInvariants } from '@survey/domain/questionnaire/invariants';
import { makeQuestionnaire } from '@survey/domain/questionnaire/testing/makeQuestionnaire';
import fc from 'fast-check';
import {
  getNamedType,
  getNullableType,
  isListType,
  isNonNullType,
  type GraphQLField,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceMutation } from '../../test/audienceHelpers.ts';
import { signUpUser, type SignedUpUser } from '../../test/authHelpers.ts';
import { databaseDigester, type DbDigest } from '../../test/dbSnapshot.ts';
import { gql, type GraphQLService } from '../../test/graphqlHelpers.ts';
import { illTyped, wellTyped, type IdPools } from '../../test/hostileValues.ts';
import { marketsApi } from '../../test/marketHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../test/orderHelpers.ts';
import { createTestProject, surveyIdOf } from '../../test/projectHelpers.ts';
import {
  createTestDraft,
  storedDraft,
  storeTestDocument,
} from '../../test/questionnaireHelpers.ts';
import { callOf, graphqlOperations } from '../../test/schemaCalls.ts';
import { startTestApp, type TestApp } from '../../test/testApp.ts';

/**
 * R7: every mutation of every GraphQL service, called over real HTTP with hostile values typed
 * from its schema (wellTyped: reaches the resolver; illTyped: must be refused by GraphQL). No
 * answer is 5xx or an internal error, nothing is reported as unexpected, and a refused call
 * changes no row of any account. A mutation without a line in CASES fails the file.
 */
const WELL_TYPED_RUNS = 6;
const ILL_TYPED_RUNS = 3;

/** The caller's data a mutation's ids come from (fixtures below). */
type Fixture =
  | 'project'
  | 'deletable'
  | 'bare'
  | 'fieldwork'
  | 'audience'
  | 'editor'
  | 'ready'
  | 'launched'
  | 'markets';

/** A mutation's case (keyed `service.mutation`): its fixture and, optionally, realistic values for its other arguments. */
interface FuzzCase {
  fixture: Fixture;
  base?: Record<string, unknown>;
}

const EDITOR: FuzzCase = { fixture: 'editor' };
const AUDIENCE: FuzzCase = { fixture: 'audience' };

const CASES: Record<string, FuzzCase> = {
  'project.createProject': {
    fixture: 'project',
    base: { name: 'Fuzzed', solutionId: SOLUTION_ID },
  },
  'project.updateProject': { fixture: 'project' },
  'project.deleteProject': { fixture: 'deletable' },
  'project.updateSurvey': { fixture: 'project' },
  'fieldwork.addFieldwork': {
    fixture: 'bare',
    base: { panelSupplierCode: 'SIMULATED', countryCode: 'GB' },
  },
  'fieldwork.updateFieldwork': { fixture: 'fieldwork' },
  'order.createSurveyOrder': { fixture: 'ready' },
  'order.addPanelSupplierOrder': { fixture: 'launched', base: { samplesNeeded: 180 } },
  'order.updateSurveyOrder': { fixture: 'launched' },
  'order.setReplacementWindow': { fixture: 'launched' },
  'questionnaire.addQuestionnaire': { fixture: 'bare' },
  'questionnaire.duplicateQuestionnaire': { fixture: 'editor' },
  'questionnaire.addQuestionnaireLanguage': { fixture: 'editor', base: { language: 'de' } },
  'questionnaire.removeQuestionnaireLanguage': { fixture: 'editor', base: { language: 'de' } },
  'questionnaire.setQuestionnaireTranslation': { fixture: 'editor', base: { language: 'de' } },
  'questionnaire.importTranslations': { fixture: 'editor', base: { language: 'de' } },
  'fieldwork.presetAudience': AUDIENCE,
  'fieldwork.setStandardCriterion': AUDIENCE,
  'fieldwork.removeStandardCriterion': AUDIENCE,
  'fieldwork.setStandardQualification': AUDIENCE,
  'fieldwork.removeStandardQualification': AUDIENCE,
  'fieldwork.setAllStandardQualification': AUDIENCE,
  'fieldwork.removeAllStandardQualification': AUDIENCE,
  'fieldwork.setStandardMemberSettingValue': AUDIENCE,
  'fieldwork.removeStandardMemberSettingValue': AUDIENCE,
  'fieldwork.setStandardQuotas': AUDIENCE,
  'fieldwork.removeStandardQuotas': AUDIENCE,
  'fieldwork.setStandardQuota': AUDIENCE,
  'fieldwork.sumStandardQuotasTo100': AUDIENCE,
  'fieldwork.addCustomCriterion': AUDIENCE,
  'fieldwork.detachCustomAudienceMember': AUDIENCE,
  'fieldwork.setCustomCriterion': AUDIENCE,
  'fieldwork.removeCustomCriterion': AUDIENCE,
  'fieldwork.updateCustomCriterion': AUDIENCE,
  'fieldwork.addCustomCriterionOption': AUDIENCE,
  'fieldwork.updateCustomCriterionOption': AUDIENCE,
  'fieldwork.detachCustomCriterionOption': AUDIENCE,
  'fieldwork.moveCustomCriterionOption': AUDIENCE,
  'fieldwork.setCustomQualification': AUDIENCE,
  'fieldwork.removeCustomQualification': AUDIENCE,
  'fieldwork.setCustomQuota': AUDIENCE,
  'fieldwork.sumCustomQuotasTo100': AUDIENCE,
  'fieldwork.setCustomMemberSettingValue': AUDIENCE,
  'fieldwork.removeCustomMemberSettingValue': AUDIENCE,
  'fieldwork.pinOrUnpinResponseOption': AUDIENCE,
  'fieldwork.moveAudienceMember': AUDIENCE,
  'fieldwork.setInterlock': AUDIENCE,
  'fieldwork.removeInterlock': AUDIENCE,
  'fieldwork.setInterlockQuota': AUDIENCE,
  'fieldwork.sumInterlockQuotasTo100': AUDIENCE,
  'questionnaire.relocaliseQuestionnaire': EDITOR,
  'questionnaire.addQuestion': EDITOR,
  'questionnaire.addMatrixQuestion': EDITOR,
  'questionnaire.addTextCard': EDITOR,
  'questionnaire.addFork': EDITOR,
  'questionnaire.duplicateQuestion': EDITOR,
  'questionnaire.duplicateMatrixQuestion': EDITOR,
  'questionnaire.duplicateTextCard': EDITOR,
  'questionnaire.moveQuestionnaireEntry': EDITOR,
  'questionnaire.detachQuestionnaireEntry': EDITOR,
  'questionnaire.importQuestionnaireEntries': EDITOR,
  'questionnaire.updateQuestion': EDITOR,
  'questionnaire.updateMatrixQuestion': EDITOR,
  'questionnaire.updateTextCard': EDITOR,
  'questionnaire.setQuestionnaireSettingValue': EDITOR,
  'questionnaire.setQuestionnaireMatrixSettingValue': EDITOR,
  'questionnaire.removeQuestionnaireSettingValue': EDITOR,
  'questionnaire.removeQuestionnaireMatrixSettingValue': EDITOR,
  'questionnaire.setQuestionScale': EDITOR,
  'questionnaire.setQuestionScaleLabel': EDITOR,
  'questionnaire.addResponseOption': EDITOR,
  'questionnaire.updateResponseOption': EDITOR,
  'questionnaire.detachResponseOption': EDITOR,
  'questionnaire.moveResponseOption': EDITOR,
  'questionnaire.addMatrixResponseOption': EDITOR,
  'questionnaire.updateMatrixResponseOption': EDITOR,
  'questionnaire.detachMatrixResponseOption': EDITOR,
  'questionnaire.moveMatrixResponseOption': EDITOR,
  'questionnaire.addMatrixQuestionRow': EDITOR,
  'questionnaire.updateMatrixQuestionRow': EDITOR,
  'questionnaire.detachMatrixQuestionRow': EDITOR,
  'questionnaire.moveMatrixQuestionRow': EDITOR,
  'questionnaire.setRoExclusive': EDITOR,
  'questionnaire.setExclusiveMatrixRow': EDITOR,
  'questionnaire.setRoTextEntryState': EDITOR,
  'questionnaire.pinOrUnpinResponseOption': EDITOR,
  'questionnaire.pinOrUnpinMatrixResponseOption': EDITOR,
  'questionnaire.pinOrUnpinMatrixRow': EDITOR,
  'questionnaire.setRoute': EDITOR,
  'questionnaire.removeRoute': EDITOR,
  'questionnaire.setResponseOptionMedia': EDITOR,
  'questionnaire.removeResponseOptionMedia': EDITOR,
  'questionnaire.setQuestionMedia': EDITOR,
  'questionnaire.removeQuestionMedia': EDITOR,
  'questionnaire.setTextCardMedia': EDITOR,
  'questionnaire.removeTextCardMedia': EDITOR,
  'questionnaire.setMatrixRowMedia': EDITOR,
  'questionnaire.removeMatrixRowMedia': EDITOR,
  'questionnaire.createOrUpdateMaskingRule': EDITOR,
  'questionnaire.createOrUpdateMatrixRowMaskingRule': EDITOR,
  'questionnaire.createOrUpdateMatrixColumnMaskingRule': EDITOR,
  'questionnaire.setQuestionLogic': EDITOR,
  'questionnaire.setMatrixLogic': EDITOR,
  'questionnaire.setTextCardQuestionLogic': EDITOR,
  'questionnaire.removeQuestionLogic': EDITOR,
  'questionnaire.removeMatrixLogic': EDITOR,
  'questionnaire.removeTextCardQuestionLogic': EDITOR,
  'questionnaire.addForkBranch': EDITOR,
  'questionnaire.removeForkBranch': EDITOR,
  'questionnaire.updateFork': EDITOR,
  'questionnaire.updateForkBranch': EDITOR,
  'questionnaire.equaliseForkBranches': EDITOR,
  'questionnaire.setQuestionnaireEntryForkBranch': EDITOR,
  'questionnaire.removeQuestionnaireEntryForkBranch': EDITOR,
  'questionnaire.emptyQuestionCard': EDITOR,
  'questionnaire.emptyMatrixQuestion': EDITOR,
  'questionnaire.pasteInTitle': EDITOR,
  'questionnaire.pasteInResponses': EDITOR,
  'questionnaire.pasteInMatrixResponses': EDITOR,
  'questionnaire.pasteInMatrixRows': EDITOR,
  'questionnaire.addSection': EDITOR,
  'questionnaire.renameSection': EDITOR,
  'questionnaire.moveEntryToSection': EDITOR,
  'questionnaire.deleteSection': EDITOR,
  'questionnaire.setSectionRotation': EDITOR,
  'questionnaire.setSectionsShown': EDITOR,
  'questionnaire.setQuestionQuota': EDITOR,

  'market.createMultiMarketProject': {
    fixture: 'project',
    base: { name: 'Fuzzed markets', countryCodes: ['GB', 'DE'], samplesNeeded: 50 },
  },
  'market.addMarket': { fixture: 'markets', base: { countryCode: 'ES', samplesNeeded: 50 } },
  'market.removeMarket': { fixture: 'markets' },
  'market.purchaseMarkets': { fixture: 'markets' },
  'market.softLaunchMarkets': { fixture: 'markets', base: { samplesNeeded: 5 } },
  'market.fullLaunchMarkets': { fixture: 'markets' },

  'questionnaire.setSectionLoop': EDITOR,
  'questionnaire.clearSectionLoop': EDITOR,
};

/** Every value under `keys` anywhere in `doc`, by key: the ids a document holds. */
function idsIn(doc: unknown, keys: string[], out: Record<string, string[]> = {}) {
  if (Array.isArray(doc)) for (const v of doc) idsIn(v, keys, out);
  else if (doc && typeof doc === 'object') {
    for (const [k, v] of Object.entries(doc)) {
      if (keys.includes(k) && typeof v === 'string') (out[k] ??= []).push(v);
      else idsIn(v, keys, out);
    }
  }
  return out;
}

const sample = (ids: string[]) => [...new Set(ids)].slice(0, 6);
const LKS = ['questionLk', 'matrixTitleLk', 'textCardLk', 'responseOptionLk', 'forkId'];

describe('every mutation under hostile input (R7)', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let digest: () => Promise<DbDigest>;
  const fixtures = {} as Record<Fixture, Record<string, string[]>>;
  const foreign: string[] = [];
  let editorSurvey = '';
  let audienceSurvey = '';

  beforeAll(async () => {
    t = await startTestApp({ PANEL_POPULATION_SIZE: '2000' });
    ann = await signUpUser(t);
    const bob = await signUpUser(t);
    const account = { accountId: [ann.accountId], creator: [ann.email] };
    const project = await createTestProject(t, ann, 'Fuzzed project');
    const deletable = await createTestProject(t, ann, 'Deletable');
    const bare = surveyIdOf(await createTestProject(t, ann, 'Bare'));
    const bobsDraft = await createTestDraft(t, bob);
    const bobsProject = await createTestProject(t, bob, 'Bob');
    foreign.push(
      bob.accountId,
      bobsProject.projectId,
      bobsDraft.surveyId,
      bobsDraft.questionnaireId,
    );

    const document = makeQuestionnaire(20, 7);
    const draft = await storeTestDocument(t, (await createTestDraft(t, ann)).surveyId, document);
    const source = await storeTestDocument(t, (await createTestDraft(t, ann)).surveyId, document);
    editorSurvey = draft.surveyId;

    const audience = await readyTestSurvey(t, ann);
    audienceSurvey = audience.surveyId;
    await audienceMutation(t, ann.accessToken, 'presetAudience', {
      surveyId: audienceSurvey,
      name: 'Nationally representative',
    });
    await audienceMutation(t, ann.accessToken, 'addCustomCriterion', {
      surveyId: audienceSurvey,
      position: 0,
      text: 'Do you own a bicycle?',
    });
    const { rows } = await t.deps.database.pool.query<{ document: unknown }>(
      'SELECT document FROM draft_audiences WHERE survey_id = $1',
      [audienceSurvey],
    );
    const ready = await readyTestSurvey(t, ann);
    const launched = await readyTestSurvey(t, ann, { samplesNeeded: 200, softLaunch: 20 });
    await purchaseOk(t, ann, launched.surveyId);

    fixtures.project = {
      ...account,
      projectId: [project.projectId],
      surveyId: [surveyIdOf(project)],
    };
    fixtures.deletable = { ...account, projectId: [deletable.projectId] };
    fixtures.bare = { ...account, surveyId: [bare] };
    fixtures.fieldwork = { surveyId: [audienceSurvey] };
    fixtures.audience = {
      surveyId: [audienceSurvey],
      ...Object.fromEntries(
        Object.entries(idsIn(rows[0]?.document, ['questionLk', 'responseOptionLk'])).map(
          ([k, v]) => [k, sample(v)],
        ),
      ),
    };
    fixtures.editor = {
      questionnaireId: [draft.questionnaireId],
      sourceQuestionnaireId: [source.questionnaireId],
      surveyId: [draft.surveyId],
      newSurveyId: [bare],
      ...Object.fromEntries(Object.entries(idsIn(document, LKS)).map(([k, v]) => [k, sample(v)])),
    };
    fixtures.ready = { surveyId: [ready.surveyId] };
    fixtures.launched = { surveyId: [launched.surveyId] };
    const markets = await marketsApi(t, ann).create(['GB', 'DE', 'FR'], { name: 'Fuzzed markets' });
    fixtures.markets = {
      surveyId: (markets.data?.createMultiMarketProject.markets ?? []).map((m) => m.surveyId),
    };
    digest = await databaseDigester(t);
  });
  afterAll(() => t.close());

  const mutations = graphqlOperations().filter((op) => op.kind === 'mutation');

  it('has a fuzz case for every mutation of every service', () => {
    const names = mutations.map((m) => `${m.service}.${m.field.name}`);
    expect(
      names.filter((n) => !CASES[n]),
      'mutations without a case',
    ).toEqual([]);
    expect(
      Object.keys(CASES).filter((n) => !names.includes(n)),
      'stale cases',
    ).toEqual([]);
  });

  /** Realistic arguments of a mutation: its fixture's ids and values, the case's base. */
  const baseOf = (c: FuzzCase, field: GraphQLField<unknown, unknown>) => {
    const own = fixtures[c.fixture];
    const first = Object.fromEntries(Object.entries(own).map(([k, v]) => [k, v[0] ?? '']));
    const base: Record<string, unknown> = {
      ...callOf('mutation', field, first).variables,
      ...c.base,
    };
    // The fixture's values for required arguments of other types too (createProject's creator).
    for (const a of field.args) {
      if (isNonNullType(a.type) && first[a.name]) base[a.name] = first[a.name];
    }
    return base;
  };

  /** Calls the mutation; refused: the database must be as it was. */
  const check = async (
    service: GraphQLService,
    field: GraphQLField<unknown, unknown>,
    variables: Record<string, unknown>,
  ) => {
    const all = callOf('mutation', field, {}, { optional: true });
    const before = await digest();
    const r = await gql(t, service, ann.accessToken, all.query, variables);
    const what = `${field.name} ${JSON.stringify(variables).slice(0, 300)}: ${JSON.stringify(r.errors)}`;
    expect(r.status, what).toBeLessThan(500);
    for (const e of r.errors ?? []) {
      expect(e.extensions?.code, what).toMatch(/^[A-Z_]+$/);
      expect(e.extensions?.code, what).not.toBe('INTERNAL_SERVER_ERROR');
    }
    if (r.errors?.length) expect(await digest(), what).toEqual(before);
  };

  it.each(mutations.map((m) => [`${m.service}.${m.field.name}`, m] as const))(
    '%s: hostile arguments answer typed errors and a refusal changes nothing',
    async (name, { service, field }) => {
      const c = CASES[name];
      if (!c) throw new Error(`no fuzz case for ${name}`);
      const own = fixtures[c.fixture];
      const pools: IdPools = { own, foreign };
      const base = baseOf(c, field);
      const reported = t.reported.length;
      const typed = fc.record(
        Object.fromEntries(field.args.map((a) => [a.name, wellTyped(a.type, a.name, pools)])),
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(typed, (hostile) => check(service, field, { ...base, ...hostile })),
        { numRuns: WELL_TYPED_RUNS, endOnFailure: true },
      );
      const wrongArgs = field.args.flatMap((a) => {
        const wrong = illTyped(a.type);
        return wrong ? [[a.name, wrong] as const] : [];
      });
      if (wrongArgs.length) {
        const wrong = fc
          .record(Object.fromEntries(wrongArgs), { requiredKeys: [] })
          .filter((o) => Object.keys(o).length > 0);
        await fc.assert(
          fc.asyncProperty(wrong, (hostile) => check(service, field, { ...base, ...hostile })),
          { numRuns: ILL_TYPED_RUNS, endOnFailure: true },
        );
      }
      expect(t.reported.slice(reported)).toEqual([]);
    },
    60_000,
  );

  it('answers an id that is no uuid, in any id argument, as not found or bad input', async () => {
    for (const { service, field } of mutations) {
      const c = CASES[`${service}.${field.name}`];
      if (!c) continue;
      for (const arg of field.args.filter((a) => getNamedType(a.type).name === 'ID')) {
        const variables = {
          ...baseOf(c, field),
          [arg.name]: isListType(getNullableType(arg.type)) ? ['no-such-id'] : 'no-such-id',
        };
        await check(service, field, variables);
      }
    }
    expect(t.reported).toEqual([]);
  }, 120_000);

  it('kept the questionnaire and the audience documents valid', async () => {
    expect(checkInvariants((await storedDraft(t, editorSurvey)).document)).toEqual([]);
    const { rows } = await t.deps.database.pool.query<{ document: DraftAudience }>(
      'SELECT document FROM draft_audiences WHERE survey_id = $1',
      [audienceSurvey],
    );
    expect(rows[0] && checkAudienceInvariants(rows[0].document)).toEqual([]);
  });
});
