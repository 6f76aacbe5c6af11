import http from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { GraphQLError, NoSchemaIntrospectionCustomRule, specifiedRules, type ExecutionResult } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import helmet from 'helmet';
import type { DataSource } from 'typeorm';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Config } from './config';
import { attorneyPortalRoutes } from './modules/attorney-portal/attorney-portal.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { waitlistAdminRoutes, waitlistRoutes } from './modules/waitlist/waitlist.routes';
import { userAdminRoutes } from './modules/users/admin/user-admin.routes';
import { adminPanelRoutes } from './modules/users/admin/admin-panel.routes';
import { invitationRoutes } from './modules/users/invitations/invitation.routes';
import { passwordResetRoutes } from './modules/users/password-reset/password-reset.routes';
import { clinicAdminRoutes } from './modules/clinics/admin/clinic-admin.routes';
import { clinicLogoRoutes } from './modules/clinic-console/clinic-logo.routes';
import { clinicInvoicePdfRoutes } from './modules/subscriptions/clinic-invoice-pdf.routes';
import { platformOverviewRoutes } from './modules/platform-overview/platform-overview.routes';
import { salesRoutes } from './modules/sales/sales.routes';
import { billingControlsRoutes } from './modules/billing-controls/billing-controls.routes';
import { attorneyRoutes } from './modules/attorneys/attorney.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { caseStatementRoutes } from './modules/billing/case-statement.routes';
import { claimRoutes } from './modules/insurance-claims/claim.routes';
import { caseRoutes } from './modules/cases/case.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { aiInsightsRoutes } from './modules/ai-insights/ai-insights.routes';
import { portalRoutes } from './modules/patient-portal/portal.routes';
import { counselRoutes } from './modules/counsel/counsel.routes';
import { intakeRoutes } from './modules/intake/intake.routes';
import { marketingRoutes } from './modules/marketing/marketing.routes';
import { marketingPublicRoutes } from './modules/marketing/marketing-public.routes';
import { testDataRoutes } from './modules/test-data/test-data.routes';
import { documentRoutes } from './modules/documents/document.routes';
import { aiDocumentRoutes } from './modules/ai-documents/ai-document-analysis.routes';
import { ledgerRoutes } from './modules/ledger/ledger.routes';
import { settlementRoutes } from './modules/settlement/settlement.routes';
import { recordsRoutes } from './modules/records/records.routes';
import { fundingRoutes } from './modules/funding/funding.routes';
import { messageRoutes } from './modules/messages/message.routes';
import { taskRoutes } from './modules/tasks/task.routes';
import { timelineRoutes } from './modules/timeline/timeline.routes';
import { reminderRoutes } from './modules/reminders/reminder.routes';
import { reminderPublicRoutes } from './modules/reminders/reminder-public.routes';
import { automationRoutes } from './modules/automation/automation.routes';
import { alertRoutes } from './modules/alerts/alert.routes';
import { providerNetworkRoutes } from './modules/provider-network/provider-network.routes';
import { providerPages } from './modules/provider-network/provider-pages';
import { aiPredictionRoutes } from './modules/ai-predictions/ai-predictions.routes';
import { aiChatRoutes } from './modules/ai-chat/ai-chat.routes';
import { apiTokenRoutes } from './modules/api-tokens/api-token.routes';
import { appointmentRoutes } from './modules/scheduling/appointment.routes';
import { notificationRoutes } from './modules/notifications/notification.routes';
import { patientRoutes } from './modules/patients/patient.routes';
import { auditLogRoutes } from './modules/record-history/audit-log.routes';
import { authRoutes } from './modules/sign-in/auth.routes';
import { superAdminAuthRoutes } from './modules/sign-in/super-admin/super-admin-auth.routes';
import { oidcRoutes } from './modules/sign-in/oidc/oidc.routes';
import type { GraphQLContext } from './graphql-context';
import { DocumentCache } from './platform/graphql/document-cache';
import { graphqlOperationTurns } from './platform/graphql/operation-turns';
import { createEventBus } from './platform/events/create-event-bus';
import { createErrorFormatter } from './platform/graphql/format-error';
import { operationLimitErrors, type QueryLimits } from './platform/graphql/limits';
import { FairShare, fairShareMiddleware, type FairShareRefusal } from './platform/http/fair-share';
import { enforceOperationLimits } from './platform/graphql/operation-limits.plugin';
import { createLoaders } from './loaders';
import { refuseSubscriptionsOverHttp } from './platform/graphql/refuse-http-subscriptions';
import {
  auditDeniedAccess,
  auditDeniedOverWebSocket,
  auditPendingSecondFactorSocket,
} from './platform/graphql/denied-access.plugin';
import { sessionIdOf } from './platform/auth/session-token';
import { buildApiSchema } from './graphql-schema';
import { schemaDownloadRoutes } from './modules/developers/schema-download.routes';
import { webhookRoutes } from './modules/webhooks/webhook.routes';
import { serviceUnavailableStatus } from './platform/graphql/service-unavailable.plugin';
import { graphqlRequestErrors } from './platform/graphql/graphql-request-errors';
import { authenticate } from './platform/http/authenticate';
import { restCsrfGuard } from './platform/http/csrf';
import { healthRoutes } from './platform/http/health';
import { shutdownDrain } from './platform/http/shutdown-drain';
import { recordRequestMetrics } from './platform/http/request-metrics';
import { countGraphqlServerErrors } from './platform/health/graphql-server-errors.plugin';
import { poolCounters } from './platform/health/system-health.service';
import { systemSettingsRoutes } from './modules/operator-console/settings/system-settings.routes';
import { isAllowedOrigin } from './platform/http/origin';
import { removeStaleUploads } from './platform/http/receive-upload';
import { requestMetaOf } from './platform/http/request-meta';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from './platform/http/session-cookie';
import { webApp } from './platform/http/web-app';
import type { Clock } from './platform/jobs/clock';
import type { PaymentProvider } from './platform/payments/payment-provider';
import type { Logger } from './platform/logger';
import { restErrorHandler } from './platform/rest/rest-handler';
import { createServices, type Services } from './services';
import { createDocumentStorage } from './platform/storage/create-storage';
import { SystemLogSink, loggerWithSystemLogs } from './modules/system-logs/system-log-sink';
import { supportRoutes } from './modules/support/support.routes';

/** Bounds on one WebSocket connection. */
const maxSocketMessageBytes = 64 * 1024;
const maxOperationsPerSocket = 25;
const jsonBodyLimit = '1mb';

export interface App {
  server: http.Server;
  services: Services;
  /**
   * Stops accepting, drains in-flight requests and running jobs, closes every socket. Leaves the
   * database to the caller.
   */
  close(): Promise<void>;
}

export async function createApp(options: {
  config: Config;
  dataSource: DataSource;
  logger: Logger;
  /** The jobs' and the billing engine's clock (tests pass a TestClock); the system's time otherwise. */
  clock?: Clock;
  /** Tests pass a payment provider that counts its calls; else PAYMENT_PROVIDER chooses. */
  paymentProvider?: PaymentProvider;
  /** The schema owner's URL (the demo reset, decision 475); else DATABASE_OWNER_URL. */
  ownerUrl?: string | null;
}): Promise<App> {
  const { config, dataSource, clock, paymentProvider } = options;
  // Warnings and errors also go to system_logs, in batches after the request (decision 457).
  const systemLogSink = new SystemLogSink(dataSource, options.logger);
  const logger = loggerWithSystemLogs(options.logger, systemLogSink);
  const bus = createEventBus(config, dataSource, logger);
  await bus.start();
  const uploadTmpDir = path.join(config.dataDir, 'uploads-tmp');
  await removeStaleUploads(uploadTmpDir);
  const services = createServices(dataSource, config, {
    bus,
    storage: createDocumentStorage(config),
    logger,
    clock,
    paymentProvider,
    systemLogSink,
    ownerUrl: options.ownerUrl,
  });
  services.jobs.attach(services);
  const schema = await buildApiSchema();
  const formatError = createErrorFormatter(logger);
  const queryLimits: QueryLimits = {
    maxDepth: config.graphqlMaxDepth,
    maxAliases: config.graphqlMaxAliases,
    maxCost: config.graphqlMaxCost,
  };

  const app = express();
  const server = http.createServer(app);
  app.disable('x-powered-by');
  // API answers are private and change with every write; hashing each one for an ETag cost about
  // 1% of the CPU of a cases page. Static files keep theirs (express.static sets its own).
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  // First, so every later step of an API request counts in the Health tab's latency.
  app.use(recordRequestMetrics(services.systemHealth.requests));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: config.cookieSecure ? [] : null,
        },
      },
      strictTransportSecurity: config.cookieSecure,
    }),
  );
  const drain = shutdownDrain();
  app.use(drain.middleware);
  app.use(healthRoutes(dataSource));
  // While the demo data is reset (/test-data), every other request gets a 503 (decision 476).
  services.demoReset.countRequestsWith(drain.inFlight);
  app.use(services.demoReset.gate);

  // --- GraphQL over WebSocket (graphql-ws), same path, same session cookie ---
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxSocketMessageBytes });
  const publicOrigin = new URL(config.publicUrl).origin;
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const originAllowed = isAllowedOrigin(req.headers.origin, req.headers.host, publicOrigin);
    if (services.demoReset.inProgress) {
      socket.write('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    if (pathname !== '/graphql' || !originAllowed) {
      socket.write(`HTTP/1.1 ${originAllowed ? '404 Not Found' : '403 Forbidden'}\r\nConnection: close\r\n\r\n`);
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });
  // Parsed and validated documents by text, for graphql-ws and for the fair share's turns of an HTTP operation.
  const graphqlDocuments = new DocumentCache(
    schema,
    [...specifiedRules, ...(config.graphqlIntrospection ? [] : [NoSchemaIntrospectionCustomRule])],
    config.graphqlMaxTokens,
  );
  // Open sockets by session and user, so a logout or deactivation on any process closes them at once.
  const liveSockets = new Set<{ socket: WebSocket; sessionId: string; userId: string }>();
  services.live.onSessionEnded((match) => {
    for (const entry of liveSockets) {
      if (entry.userId === match.userId || match.sessionIds?.includes(entry.sessionId))
        entry.socket.close(4403, 'Session ended');
    }
  });
  const wsServer = useServer(
    {
      schema,
      onConnect: async (ctx) => {
        const token = sessionTokenOf(ctx.extra.request);
        const meta = requestMetaOf(ctx.extra.request);
        const session = await services.sessions.resolveSession(token, meta);
        if (session?.secondFactorPending && token)
          await auditPendingSecondFactorSocket(services.deniedAccess, sessionIdOf(token), meta);
        const scope = session?.scope;
        if (!scope) return false;
        const entry = { socket: ctx.extra.socket, sessionId: scope.sessionId, userId: scope.userId };
        liveSockets.add(entry);
        ctx.extra.socket.once('close', () => liveSockets.delete(entry));
        return true;
      },
      onSubscribe: async (ctx, _id, payload) => {
        if (Object.keys(ctx.subscriptions).length >= maxOperationsPerSocket) {
          return [
            new GraphQLError('Too many operations on this connection', { extensions: { code: 'TOO_MANY_REQUESTS' } }),
          ];
        }
        const parsed = graphqlDocuments.documentOf(payload.query);
        if ('errors' in parsed) return [...parsed.errors];
        const { document } = parsed;
        const limitErrors = operationLimitErrors(
          schema,
          document,
          payload.operationName,
          payload.variables,
          queryLimits,
        );
        if (limitErrors.length > 0) return limitErrors;
        // Resolved for every operation, so a session that ended stops working on open sockets too.
        const meta = requestMetaOf(ctx.extra.request);
        const scope = await services.sessions.resolve(sessionTokenOf(ctx.extra.request), meta);
        if (!scope) return [new GraphQLError('Unauthorized', { extensions: { code: 'UNAUTHENTICATED' } })];
        const contextValue: GraphQLContext = {
          scope,
          meta,
          services,
          loaders: createLoaders(dataSource, (ids) => services.attorneys.findManyById(scope, ids)),
          sessionCookie: null,
        };
        return {
          schema,
          document,
          variableValues: payload.variables,
          operationName: payload.operationName,
          contextValue,
        };
      },
      onNext: async (_ctx, _id, _payload, args, result) => {
        await auditDeniedOverWebSocket(args, result as ExecutionResult);
        return maskResult(result as ExecutionResult);
      },
    },
    wss,
  );
  const maskResult = (result: ExecutionResult): ExecutionResult =>
    result.errors
      ? { ...result, errors: result.errors.map((e) => formatError(e.toJSON(), e) as GraphQLError) }
      : result;

  // --- GraphQL over HTTP ---
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    introspection: config.graphqlIntrospection,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: config.isProduction,
    allowBatchedHttpRequests: false,
    // Apollo's own list plus Authorization: a bearer request carries no ambient credential, and a page
    // cannot send the header cross-site without a preflight we never allow.
    csrfPrevention: { requestHeaders: ['x-apollo-operation-name', 'apollo-require-preflight', 'authorization'] },
    // main.ts owns the shutdown sequence (drain, sockets, pool, database).
    stopOnTerminationSignals: false,
    parseOptions: { maxTokens: config.graphqlMaxTokens },
    formatError,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer: server, stopGracePeriodMillis: config.shutdownGraceMs }),
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints are used; Apollo's default cache-control plugin would wrap every field resolver.
      ApolloServerPluginCacheControlDisabled(),
      refuseSubscriptionsOverHttp,
      enforceOperationLimits(queryLimits),
      auditDeniedAccess,
      countGraphqlServerErrors(services.systemHealth.requests),
      serviceUnavailableStatus,
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await wsServer.dispose();
            },
          };
        },
      },
    ],
  });
  await apollo.start();

  const authenticated = authenticate(services.sessions, services.apiTokens);
  const fairShare = new FairShare(config.fairShare);
  // A refusal names the requests that held every turn for the whole wait, and the pool's state, so
  // that a run of 429s says whether the user's requests were slow or waiting for connections.
  const logFairShareRefusal = (refusal: FairShareRefusal) => {
    const pool = poolCounters(dataSource);
    logger.warn('fair share refused a request: every turn was held for the whole wait', {
      ...refusal,
      running: refusal.running.slice(0, 12),
      pool: pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
    });
  };
  app.use(
    '/graphql',
    express.json({ limit: jsonBodyLimit }),
    authenticated,
    fairShareMiddleware(
      fairShare,
      'graphql',
      logFairShareRefusal,
      graphqlOperationTurns(schema, graphqlDocuments, config.fairShare.costPerTurn),
    ),
    expressMiddleware(apollo, {
      context: async ({ req, res }): Promise<GraphQLContext> => ({
        scope: req.auth.scope,
        secondFactorPending: req.auth.secondFactorPending,
        meta: req.auth.meta,
        services,
        loaders: createLoaders(dataSource, (ids) => services.attorneys.findManyById(req.auth.scope, ids)),
        // A bearer request never gets, refreshes or clears a session cookie.
        sessionCookie: req.auth.viaApiToken
          ? null
          : {
              currentSessionId: req.auth.presentedSessionId,
              set: (token) => setSessionCookie(res, token, config.cookieSecure),
              clear: () => clearSessionCookie(res, config.cookieSecure),
            },
      }),
    }),
  );
  app.use('/graphql', graphqlRequestErrors());

  // --- REST shim ---
  const restApi = express.Router();
  restApi.use(
    express.json({ limit: jsonBodyLimit }),
    restCsrfGuard(publicOrigin),
    authenticated,
    fairShareMiddleware(fairShare, 'rest', logFairShareRefusal),
  );
  restApi.use(authRoutes(services, config.cookieSecure));
  restApi.use(superAdminAuthRoutes(services, config.cookieSecure));
  restApi.use(dashboardRoutes(services));
  restApi.use(caseRoutes(services));
  restApi.use(patientRoutes(services));
  restApi.use(attorneyRoutes(services));
  restApi.use(auditLogRoutes(services));
  restApi.use(messageRoutes(services));
  restApi.use(taskRoutes(services));
  restApi.use(timelineRoutes(services));
  restApi.use(webhookRoutes(services));
  restApi.use(schemaDownloadRoutes(schema));
  restApi.use(reminderRoutes(services));
  restApi.use(automationRoutes(services));
  restApi.use(alertRoutes(services));
  restApi.use(aiPredictionRoutes(services));
  restApi.use(aiChatRoutes(services));
  restApi.use(apiTokenRoutes(services));
  restApi.use(appointmentRoutes(services));
  restApi.use(notificationRoutes(services));
  restApi.use(documentRoutes(services, config.dataDir));
  restApi.use(aiDocumentRoutes(services));
  restApi.use(billingRoutes(services));
  restApi.use(caseStatementRoutes(services));
  restApi.use(claimRoutes(services));
  restApi.use(ledgerRoutes(services));
  restApi.use(settlementRoutes(services));
  restApi.use(recordsRoutes(services));
  restApi.use(fundingRoutes(services, config.rateLimits.fundingPartnerLinksPerAddressHourly));
  restApi.use(attorneyPortalRoutes(services));
  restApi.use(waitlistRoutes(services));
  restApi.use(waitlistAdminRoutes(services));
  restApi.use(userAdminRoutes(services));
  restApi.use(adminPanelRoutes(services));
  restApi.use(invitationRoutes(services));
  restApi.use(passwordResetRoutes(services));
  restApi.use(systemSettingsRoutes(services));
  restApi.use(clinicAdminRoutes(services));
  restApi.use(clinicLogoRoutes(services, config.dataDir));
  restApi.use(clinicInvoicePdfRoutes(services));
  restApi.use(platformOverviewRoutes(services));
  restApi.use(billingControlsRoutes(services));
  restApi.use(salesRoutes(services));
  restApi.use(contactRoutes(services));
  restApi.use(aiInsightsRoutes(services));
  restApi.use(counselRoutes(services));
  restApi.use(providerNetworkRoutes(services));
  restApi.use(portalRoutes(services));
  restApi.use(intakeRoutes(services));
  restApi.use(marketingRoutes(services));
  restApi.use(supportRoutes(services, config.dataDir));
  restApi.use(testDataRoutes(services, config.cookieSecure));
  restApi.use(['/api', '/superadmin/api'], (_req, res) => {
    res.status(404).json({ success: false, message: 'Not found' });
  });
  // External sign-in answers only redirects, and takes Apple's cross-site form_post: before the REST guard.
  app.use(oidcRoutes(services, config.cookieSecure));
  // Campaign e-mails' pixel, click redirect and unsubscribe page: public, before the REST guard.
  app.use(marketingPublicRoutes(services));
  // Twilio's signed form post and the reminder e-mails' links: public, before the REST guard.
  app.use(
    reminderPublicRoutes(services, {
      authToken: config.sms.provider === 'twilio' ? config.sms.twilio.authToken : null,
      url: `${config.publicUrl.replace(/\/$/, '')}/api/sms/inbound`,
    }),
  );
  app.use((req, res, next) => (isRestPath(req.path) ? restApi(req, res, next) : next()));
  app.use(restErrorHandler(logger, services.deniedAccess));

  // The public provider pages with their title, description and structured data in the served HTML.
  app.use(providerPages(services, { publicUrl: config.publicUrl, webDistDir: config.webDistDir, logger }));
  app.use(webApp(config.webDistDir));

  // Workers, cron schedules and maintenance (JOBS_ENABLED); inert in the test harness.
  await services.jobs.start();

  return {
    server,
    services,
    async close() {
      drain.begin();
      services.live.endAll();
      // Takes no new job from now on; jobs already running finish (within the grace) alongside the requests.
      const jobsStopped = services.jobs.stop();
      await apollo.stop();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await jobsStopped;
      await bus.close();
      // The last warnings and errors, before the caller closes the database.
      await systemLogSink.close();
    },
  };
}

const isRestPath = (path: string) => path.startsWith('/api/') || path.startsWith('/superadmin/api/');
