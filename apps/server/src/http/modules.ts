import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { registerAuth } from '../modules/auth/auth.module.ts';
import { fieldworkResolvers } from '../modules/fieldwork/fieldwork.resolvers.ts';
import { registerMedia } from '../modules/media/media.module.ts';
import type { Relocalise } from '../modules/fieldwork/fieldwork.service.ts';
import { SimulatedPanel } from '../modules/panel/panelSupplier.ts';
import { applyEditorMutation } from '../modules/questionnaire/editor.service.ts';
import { draftDocumentOfSurvey } from '../modules/questionnaire/questionnaire.service.ts';
import { isAppError } from '../lib/errors.ts';
import { registerDevOutbox } from '../modules/notifications/outbox.routes.ts';
import { ordersResolvers } from '../modules/orders/orders.resolvers.ts';
import type { ScheduleStart } from '../modules/orders/purchase.service.ts';
import { START_SCHEDULED_QUEUE } from '../modules/orders/scheduledStart.service.ts';
import { projectsResolvers } from '../modules/projects/projects.resolvers.ts';
import { QuestionnaireDrafts } from '../modules/questionnaire/draftStore/draftStore.ts';
import { editorResolvers } from '../modules/questionnaire/editor.resolvers.ts';
import { questionnaireResolvers } from '../modules/questionnaire/questionnaire.resolvers.ts';
import { registerExports } from '../modules/exports/exports.module.ts';
import { registerResults } from '../modules/results/results.routes.ts';
import { abandonmentSettings } from '../modules/respondent/dropIdle.ts';
import { LiveSurveys } from '../modules/respondent/liveSurveys.ts';
import { registerRespondent } from '../modules/respondent/respondent.module.ts';
import { completesSource } from '../modules/respondent/respondent.service.ts';
import { ResultsCache } from '../modules/results/resultsCache.ts';
import { warmResultsOnReady } from '../modules/results/resultsWarmup.ts';
import { registerAdjustIrNotification } from '../modules/fieldwork/adjustIr.routes.ts';
import { registerRequestRoutes } from '../modules/requests/requests.routes.ts';
import { startPanelTraffic } from '../jobs/panelTraffic.job.ts';
import type { AppDeps } from './appDeps.ts';
import { serverFile } from '../lib/serverFiles.ts';
import { mountGraphQL } from './graphql.ts';

const schemaOf = (module: string) =>
  readFileSync(serverFile('src/modules', module, `${module}.schema.graphql`), 'utf8');

/**
 * Time a simulated member spends on a page: a person's pace, compressed for the demo. At most 1.5x
 * this between answers, well inside SIMULATED_IDLE_FLOOR_MS (dropIdle.ts), so no member still
 * walking is ever taken for a dropout.
 */
const DEMO_PAGE_MS = 1500;

/** Where this server listens, as a loopback-reachable base URL (0.0.0.0 and :: are not). */
function ownAddress(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening');
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

/** Registers every product module's routes and GraphQL services. */
export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // Auth first: it provides `verifyAccessToken` to every later module.
  const auth = await registerAuth(app, deps);
  // The local outbox page exists only where no real mail server is configured, never in production.
  if (!deps.config.SMTP_URL && deps.config.NODE_ENV !== 'production') {
    registerDevOutbox(app, deps.database);
  }

  const ctx = { db: deps.database.db, clock: deps.clock };
  const abandonment = abandonmentSettings(deps.config);
  const graphql = {
    verifyAccessToken: auth.verifyAccessToken,
    reporter: deps.reporter,
    production: deps.config.NODE_ENV === 'production',
    appOrigin: new URL(deps.config.APP_URL).origin,
  };
  // One per app: its draft cache and write-behind snapshots, all written before the app closes.
  const drafts = new QuestionnaireDrafts(deps.database.db, deps.log);
  app.addHook('onClose', () => drafts.close());
  const questionnaireCtx = { ...ctx, drafts };
  // A country change relocalises the questionnaire first (spec 2 §4); none yet: nothing to do.
  const relocalise: Relocalise = async (viewer, surveyId, newLocale) => {
    try {
      await applyEditorMutation(questionnaireCtx, viewer, 'relocaliseQuestionnaire', {
        surveyId,
        newLocale,
      });
    } catch (error) {
      if (!isAppError(error) || error.code !== 'NOT_FOUND') throw error;
    }
  };
  const panel = new SimulatedPanel(deps.config.PANEL_POPULATION_SIZE);
  // The confirm page's quote prices the questionnaire as the purchase will.
  const draftOf = (surveyId: string) => draftDocumentOfSurvey(questionnaireCtx, surveyId);
  const fieldworkCtx = { ...ctx, panel, relocalise, draftOf };
  const boss = deps.jobs?.boss;
  // A scheduled survey starts at its date. The purchase has committed when this runs, so a failed
  // send is logged, not answered: the job's sweep starts every due survey anyway.
  const scheduleStart: ScheduleStart | undefined = boss
    ? async (surveyId, at) => {
        try {
          await boss.send(START_SCHEDULED_QUEUE, { surveyId }, { startAfter: at });
        } catch (err) {
          deps.log.warn({ err, surveyId }, 'could not queue the start of a scheduled survey');
        }
      }
    : undefined;
  // The respondent side's view of live surveys: order changes made here reach it at once.
  const liveSurveys = new LiveSurveys(deps.database.db);
  const orderChanged = (surveyId: string) => liveSurveys.invalidate(surveyId);
  const ordersCtx = { ...ctx, panel, drafts, scheduleStart, orderChanged };
  const services = [
    { service: 'project', module: 'projects', resolvers: projectsResolvers(ctx) },
    { service: 'fieldwork', module: 'fieldwork', resolvers: fieldworkResolvers(fieldworkCtx) },
    { service: 'order', module: 'orders', resolvers: ordersResolvers(ordersCtx) },
    {
      service: '/v3/questionnaire/graphql',
      module: 'questionnaire',
      resolvers: [questionnaireResolvers(questionnaireCtx), editorResolvers(questionnaireCtx)],
    },
  ];
  for (const s of services) {
    mountGraphQL(app, {
      ...graphql,
      service: s.service,
      typeDefs: schemaOf(s.module),
      resolvers: s.resolvers,
    });
  }
  const respondent = await registerRespondent(app, deps, liveSurveys);
  const completes = completesSource(ctx);
  const resultsCacheBytes = deps.config.RESULTS_CACHE_MB * 1024 * 1024;
  const resultsCache = new ResultsCache(completes, { maxBytes: resultsCacheBytes });
  registerResults(app, {
    ...ctx,
    live: respondent.live,
    completes,
    cache: resultsCache,
    abandonment,
  });
  if (deps.config.RESULTS_WARM_ON_START) {
    warmResultsOnReady(app, {
      db: deps.database.db,
      live: respondent.live,
      cache: resultsCache,
      log: deps.log,
      maxBytes: resultsCacheBytes,
    });
  }
  await registerExports(app, deps, respondent.live);
  if (boss && deps.config.PANEL_RATE > 0) {
    // The simulated panel sends its members to this server's own public respondent API.
    const traffic = await startPanelTraffic(boss, {
      db: deps.database.db,
      log: deps.log,
      panel,
      live: respondent.live,
      linkSecret: respondent.linkSecret,
      baseUrl: () => ownAddress(app),
      ratePerMinute: deps.config.PANEL_RATE,
      pageMs: DEMO_PAGE_MS,
      sweep: { ...ctx, abandonment },
    });
    app.addHook('onClose', () => traffic.stop());
  }
  await registerMedia(app, deps);
  const chat = { boss: deps.jobs?.boss, forward: Boolean(deps.config.CHAT_WEBHOOK_URL) };
  registerAdjustIrNotification(app, { ...ctx, ...chat });
  registerRequestRoutes(app, { ...ctx, ...chat });
}
