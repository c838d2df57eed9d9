import type { FastifyInstance } from 'fastify';
import { mountGraphQL } from '../http/graphql.ts';
import { registerApiKeys } from '../modules/apiKeys/apiKeys.module.ts';
import { registerAuth } from '../modules/auth/auth.module.ts';
import { registerComments } from '../modules/comments/comments.module.ts';
import { registerExports } from '../modules/exports/exports.module.ts';
import { fieldworkGraphQL, registerFieldwork } from '../modules/fieldwork/fieldwork.module.ts';
import { registerFieldHealth } from '../modules/fieldHealth/fieldHealth.module.ts';
import { marketsGraphQL } from '../modules/markets/markets.module.ts';
import { registerMedia } from '../modules/media/media.module.ts';
import { registerNotifications } from '../modules/notifications/notifications.module.ts';
import { ordersGraphQL, scheduleStartWith, surveyMover } from '../modules/orders/orders.module.ts';
import { ORDER_STATE_CHANNEL } from '../modules/orders/orderChanges.ts';
import { registerPanelTraffic } from '../modules/panelTraffic/panelTraffic.module.ts';
import { SimulatedPanel } from '../modules/panel/panelSupplier.ts';
import { projectsGraphQL } from '../modules/projects/projects.module.ts';
import { recordCompleteQuality } from '../modules/quality/completeQuality.ts';
import { registerQuality } from '../modules/quality/quality.module.ts';
import { registerQuestionnaire } from '../modules/questionnaire/questionnaire.module.ts';
import { registerRequests } from '../modules/requests/requests.module.ts';
import { abandonmentSettings } from '../modules/respondent/dropIdle.ts';
import { LiveSurveys } from '../modules/orders/liveSurveys.queries.ts';
import { registerRespondent } from '../modules/respondent/respondent.module.ts';
import { registerResultsModule } from '../modules/results/results.module.ts';
import { registerSharing } from '../modules/sharing/sharing.module.ts';
import { countCompletes } from '../modules/respondent/respondent.service.ts';
import { registerWebhooks } from '../modules/webhooks/webhooks.module.ts';
import { registerTrackers } from '../modules/trackers/trackers.module.ts';
import type { AppDeps } from '../platform/appDeps.ts';

/**
 * Which modules the app has, in which order, and the objects they share. The one place that
 * knows every module; no module imports it (dependency-cruiser: modules-not-composition).
 */
export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // Auth first: it provides `verifyAccessToken` to every later module.
  const auth = await registerAuth(app, deps);
  registerNotifications(app, deps);

  const db = deps.database.db;
  const ctx = { db, clock: deps.clock, analytics: deps.analytics };
  const abandonment = abandonmentSettings(deps.config);
  const boss = deps.jobs?.boss;
  const questionnaire = registerQuestionnaire(app, { ...ctx, log: deps.log });
  const panel = new SimulatedPanel(deps.config.PANEL_POPULATION_SIZE);
  // The respondent side's view of live surveys: order changes made here reach it at once, those
  // made on another node through the change bus.
  const bus = deps.changeBus;
  const liveSurveys = new LiveSurveys(db, () => bus?.listening ?? false);
  if (bus) {
    const unsubscribe = await bus.subscribe(ORDER_STATE_CHANNEL, {
      change: (surveyId) => liveSurveys.invalidate(surveyId),
      reset: () => liveSurveys.forgetAll(),
    });
    app.addHook('onClose', async () => unsubscribe());
  }
  const services = [
    projectsGraphQL({ ...ctx, moveSurvey: surveyMover(ctx) }),
    fieldworkGraphQL({
      ...ctx,
      panel,
      relocalise: questionnaire.relocalise,
      // The confirm page's quote prices the questionnaire as the purchase will.
      draftOf: questionnaire.draftOf,
    }),
    ordersGraphQL({
      ...ctx,
      panel,
      drafts: questionnaire.drafts,
      scheduleStart: scheduleStartWith(boss, deps.log),
      orderChanged: (surveyId) => liveSurveys.invalidate(surveyId),
    }),
    questionnaire.graphql,
    marketsGraphQL({
      ...ctx,
      panel,
      drafts: questionnaire.drafts,
      scheduleStart: scheduleStartWith(boss, deps.log),
      orderChanged: (surveyId) => liveSurveys.invalidate(surveyId),
    }),
  ];
  const graphql = {
    verifyAccessToken: auth.verifyAccessToken,
    reporter: deps.reporter,
    production: deps.config.NODE_ENV === 'production',
    appOrigin: new URL(deps.config.APP_URL).origin,
    observability: deps.observability,
  };
  for (const service of services) mountGraphQL(app, { ...graphql, ...service });

  registerComments(app, {
    db,
    clock: deps.clock,
    log: deps.log,
    mailer: deps.mailer,
    appUrl: deps.config.APP_URL,
    draftOf: questionnaire.draftOf,
  });

  const respondent = await registerRespondent(app, deps, liveSurveys, recordCompleteQuality);
  const results = registerResultsModule(app, {
    ...ctx,
    log: deps.log,
    live: respondent.live,
    abandonment,
    cacheMb: deps.config.RESULTS_CACHE_MB,
    warmOnStart: deps.config.RESULTS_WARM_ON_START,
    metrics: deps.observability.metrics,
  });
  registerQuality(app, {
    ...ctx,
    exclusionsChanged: results.exclusionsChanged,
    live: respondent.live,
  });
  registerSharing(app, {
    db,
    clock: deps.clock,
    reads: results.reads,
    limits: {
      perLinkMinute: deps.config.SHARE_CALLS_PER_LINK_MINUTE,
      perClientMinute: deps.config.SHARE_CALLS_PER_CLIENT_MINUTE,
    },
  });
  const exports = await registerExports(app, deps, respondent.live);
  await registerPanelTraffic(app, {
    ...ctx,
    boss,
    ratePerMinute: deps.config.PANEL_RATE,
    publicUrl: deps.config.PANEL_PUBLIC_URL,
    offTargetShare: deps.config.PANEL_OFF_TARGET_SHARE,
    log: deps.log,
    panel,
    live: respondent.live,
    linkSecret: respondent.linkSecret,
    abandonment,
    production: deps.config.NODE_ENV === 'production',
  });
  registerApiKeys(app, {
    ...ctx,
    drafts: questionnaire.drafts,
    results: results.services,
    exports,
    ratePerMinute: deps.config.PUBLIC_API_RATE_PER_MINUTE,
  });
  await registerMedia(app, deps);
  await registerWebhooks(app, deps, {
    countCompletes: (executor, surveyIds) => countCompletes({ db: executor }, surveyIds),
  });
  const chat = { boss, forward: Boolean(deps.config.CHAT_WEBHOOK_URL) };
  registerFieldwork(app, { ...ctx, ...chat });
  registerRequests(app, { ...ctx, ...chat, live: respondent.live });
  await registerTrackers(app, {
    ...ctx,
    boss,
    log: deps.log,
    mailer: deps.mailer,
    appUrl: deps.config.APP_URL,
    panel,
    drafts: questionnaire.drafts,
    crosstab: results.crosstab,
    live: respondent.live,
  });
  await registerFieldHealth(app, {
    ...ctx,
    ...chat,
    log: deps.log,
    mailer: deps.mailer,
    appUrl: deps.config.APP_URL,
    enabled: deps.config.FIELD_HEALTH === 'on',
    panel,
    orderChanged: (surveyId) => liveSurveys.invalidate(surveyId),
  });
}
