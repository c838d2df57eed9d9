import pino from 'pino';
import type { DraftAudience } from '@survey/domain/audience/model';
import { systemClock } from '@survey/server/src/lib/clock.ts';
import { audienceOfSurvey } from '@survey/server/src/modules/fieldwork/draftAudience.service.ts';
import { SimulatedPanel } from '@survey/server/src/modules/panel/panelSupplier.ts';
import { startBenchApp } from './lib/benchApp.ts';
import { benchSurvey } from '@survey/testkit/direct/benchSurvey';
import { startBenchDatabase } from '@survey/testkit/direct/benchDatabase';
import { graphqlClient } from './lib/graphqlClient.ts';
import { INTERLOCKED, interlockRowsInProcess } from './lib/interlockFeasibility.ts';
import { summarise, type BenchRow } from './lib/stats.ts';

const BENCH = 'audience (HTTP GraphQL)';
const FIELDWORK = '/v1/fieldwork/graphql';
const EMAIL = 'bench-audience@example.com';
const PASSWORD = 'bench password 123';
const FEASIBILITY_RUNS = 200;
const MUTATION_ROUNDS = 60;
const AUDIENCE_SELECTION =
  '{ number draftAudience { version isValid members { number position } validationErrors { code } } }';

/** Ten criteria, six with quotas: the preset's age x gender x region plus seven more. */
const EXTRA_CRITERIA = [
  'education',
  'marital_status',
  'household_size',
  'children_in_household',
  'household_income',
  'urbanicity',
  'pets',
];
const QUOTAS_ON = ['education', 'household_size', 'urbanicity'];

const mutation = (name: string, args: Record<string, string>) =>
  `mutation ${name[0]?.toUpperCase()}${name.slice(1)}(${Object.entries(args)
    .map(([k, t]) => `$${k}: ${t}`)
    .join(', ')}) { ${name}(${Object.keys(args)
    .map((k) => `${k}: $${k}`)
    .join(', ')}) ${AUDIENCE_SELECTION} }`;

const DOCS = {
  presetAudience: mutation('presetAudience', { surveyId: 'ID!', name: 'String!' }),
  setStandardCriterion: mutation('setStandardCriterion', {
    surveyId: 'ID!',
    position: 'Int!',
    audienceCriterionCode: 'String!',
  }),
  removeStandardCriterion: mutation('removeStandardCriterion', {
    surveyId: 'ID!',
    audienceCriterionCode: 'String!',
  }),
  setStandardQuotas: mutation('setStandardQuotas', {
    surveyId: 'ID!',
    audienceCriterionCode: 'String!',
  }),
  setStandardQuota: mutation('setStandardQuota', {
    surveyId: 'ID!',
    audienceCriterionCode: 'String!',
    audienceCriterionOptionCode: 'String!',
    percent: 'Float!',
  }),
  sumStandardQuotasTo100: mutation('sumStandardQuotasTo100', {
    surveyId: 'ID!',
    audienceCriterionCode: 'String!',
  }),
  setStandardQualification: mutation('setStandardQualification', {
    surveyId: 'ID!',
    audienceCriterionCode: 'String!',
    audienceCriterionOptionCode: 'String!',
  }),
  removeStandardQualification: mutation('removeStandardQualification', {
    surveyId: 'ID!',
    audienceCriterionCode: 'String!',
    audienceCriterionOptionCode: 'String!',
  }),
  moveAudienceMember: mutation('moveAudienceMember', {
    surveyId: 'ID!',
    number: 'Int!',
    toPosition: 'Int!',
  }),
  addCustomCriterion: mutation('addCustomCriterion', {
    surveyId: 'ID!',
    position: 'Int!',
    text: 'String!',
  }),
  updateCustomCriterion: mutation('updateCustomCriterion', {
    surveyId: 'ID!',
    questionLk: 'ID!',
    text: 'String!',
  }),
  detachCustomAudienceMember: mutation('detachCustomAudienceMember', {
    surveyId: 'ID!',
    number: 'Int!',
  }),
  setInterlock: mutation('setInterlock', { surveyId: 'ID!', memberNumbers: '[Int!]!' }),
};
const FEASIBILITY =
  'query F($surveyId: ID!, $loi: Int) { getFeasibilityEstimate(surveyId: $surveyId, loi: $loi) { isFeasible feasibility estimatedDeliveryTime infeasibleQuotas { quota { key { questionId responseOptionId } percent respondentCount } feasibleCounts } errors { field message } } }';

type Client = ReturnType<typeof graphqlClient>;

async function buildAudience(client: Client, surveyId: string) {
  await client.timed(DOCS.presetAudience, { surveyId, name: 'Nationally representative' });
  for (const [i, code] of EXTRA_CRITERIA.entries()) {
    await client.timed(DOCS.setStandardCriterion, {
      surveyId,
      position: 3 + i,
      audienceCriterionCode: code,
    });
  }
  for (const code of QUOTAS_ON)
    await client.timed(DOCS.setStandardQuotas, { surveyId, audienceCriterionCode: code });
}

/** Audience mutations a researcher makes while editing, each leaving the audience as it found it. */
async function mutationRounds(client: Client, surveyId: string, rounds: number): Promise<number[]> {
  const times: number[] = [];
  const timed = async (doc: string, vars: Record<string, unknown>) => {
    const { ms, answer } = await client.timed(doc, { surveyId, ...vars });
    times.push(ms);
    return Object.values(answer.data ?? {})[0] as { number: number | null };
  };
  for (let r = 0; r < rounds; r++) {
    await timed(DOCS.setStandardQuota, {
      audienceCriterionCode: 'urbanicity',
      audienceCriterionOptionCode: 'urban',
      percent: 10 + (r % 20),
    });
    await timed(DOCS.sumStandardQuotasTo100, { audienceCriterionCode: 'urbanicity' });
    await timed(DOCS.removeStandardQualification, {
      audienceCriterionCode: 'marital_status',
      audienceCriterionOptionCode: 'widowed',
    });
    await timed(DOCS.setStandardQualification, {
      audienceCriterionCode: 'marital_status',
      audienceCriterionOptionCode: 'widowed',
    });
    await timed(DOCS.removeStandardCriterion, { audienceCriterionCode: 'pets' });
    const pets = await timed(DOCS.setStandardCriterion, {
      position: 9,
      audienceCriterionCode: 'pets',
    });
    await timed(DOCS.moveAudienceMember, { number: pets.number, toPosition: r % 10 });
    const custom = await timed(DOCS.addCustomCriterion, { position: 10, text: `Screening ${r}` });
    await timed(DOCS.detachCustomAudienceMember, { number: custom.number });
  }
  return times;
}

/** P8 again with age x region x education interlocked (issue 25): HTTP, 1M, brute force. */
async function interlockedRows(
  client: Client,
  database: Parameters<typeof audienceOfSurvey>[0]['db'],
  surveyId: string,
): Promise<BenchRow[]> {
  const read = async () =>
    (await audienceOfSurvey({ db: database, clock: systemClock }, surveyId)).document;
  const numberOf = new Map(
    (await read()).members.map((m) => [
      m.memberType === 'Standard' ? m.memberItem.criterion.code : '',
      m.number,
    ]),
  );
  const memberNumbers = INTERLOCKED.map((code) => numberOf.get(code) ?? 0);
  await client.timed(DOCS.setInterlock, { surveyId, memberNumbers });
  const times: number[] = [];
  for (let i = 0; i < FEASIBILITY_RUNS; i++)
    times.push((await client.timed(FEASIBILITY, { surveyId, loi: 5 + (i % 10) })).ms);
  const audience = await read();
  return [
    {
      bench: BENCH,
      case: `getFeasibilityEstimate, ${INTERLOCKED.join(' x ')} interlocked, GB 200k`,
      ...summarise(times),
      target: 'P8 median <= 25 ms',
      limits: { medianMs: 25 },
    },
    ...interlockRowsInProcess(audience, BENCH),
  ];
}

/** P8 and the audience mutation bar, over real HTTP on the GB population (200,000 members). */
export default async function bench(): Promise<BenchRow[]> {
  const db = await startBenchDatabase();
  const rows: BenchRow[] = [];
  try {
    const { surveyId } = await benchSurvey(db, {
      email: EMAIL,
      password: PASSWORD,
      projectName: 'Audience bench',
      samplesNeeded: 1000,
    });
    const app = await startBenchApp(db, pino({ level: 'silent' }), {
      email: EMAIL,
      password: PASSWORD,
    });
    try {
      const client = graphqlClient(app, FIELDWORK);
      await buildAudience(client, surveyId);
      // The first estimate generates the GB population (untimed, once per process).
      const first = await client.timed(FEASIBILITY, { surveyId, loi: 10 });
      console.log(
        `P8: population generated in ${first.ms.toFixed(0)} ms; estimate ${JSON.stringify(first.answer.data).slice(0, 160)}...`,
      );
      const feasibility: number[] = [];
      for (let i = 0; i < FEASIBILITY_RUNS; i++)
        feasibility.push((await client.timed(FEASIBILITY, { surveyId, loi: 5 + (i % 10) })).ms);
      rows.push({
        bench: BENCH,
        case: 'getFeasibilityEstimate, 10 criteria with quotas, GB 200k',
        ...summarise(feasibility),
        target: 'P8 median <= 25 ms',
        limits: { medianMs: 25 },
      });
      await mutationRounds(client, surveyId, 3);
      const mutations = await mutationRounds(client, surveyId, MUTATION_ROUNDS);
      rows.push({
        bench: BENCH,
        case: 'audience mutations (9 kinds), 10-11 criteria',
        ...summarise(mutations),
        target: 'median <= 10 ms, p95 <= 25 ms',
        limits: { medianMs: 10, p95Ms: 25 },
      });
      const audience: DraftAudience = (
        await audienceOfSurvey({ db: db.database.db, clock: systemClock }, surveyId)
      ).document;
      const million = new SimulatedPanel(1_000_000);
      million.feasibility(audience, 1000, 10);
      const times: number[] = [];
      for (let i = 0; i < 30; i++) {
        const start = performance.now();
        million.feasibility(audience, 1000, 10);
        times.push(performance.now() - start);
      }
      rows.push({
        bench: BENCH,
        case: 'feasibility at 1,000,000 members (in process, compute only)',
        ...summarise(times),
        target: 'P8 report only',
      });
      rows.push(...(await interlockedRows(client, db.database.db, surveyId)));
    } finally {
      await app.close();
    }
  } finally {
    await db.stop();
  }
  return rows;
}
