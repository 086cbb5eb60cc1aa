import express, { Router, type Express } from 'express';
import { metricsRouter } from '../../observability/metrics-endpoint.js';
import { observeRequests, type ProcessObservability } from '../../observability/process-observability.js';
import { requireApiKey } from './auth/api-key.js';
import type { ApiContext } from './context.js';
import { errorHandler, notFoundHandler } from './http/errors.js';
import type { RateLimits } from './config.js';
import type { PostalCodeSettings } from './postal-codes/lookup.js';
import { authRoutes } from './routes/auth.js';
import { brokerRoutes } from './routes/brokers.js';
import { cepRoutes } from './routes/cep.js';
import { clientRoutes } from './routes/clients.js';
import { contactRoutes } from './routes/contact.js';
import { contractTemplateRoutes } from './routes/contract-templates.js';
import { enterpriseRoutes } from './routes/enterprise.js';
import { enterpriseRecordRoutes } from './routes/enterprises.js';
import { healthRoutes, probeRoutes } from './routes/health.js';
import { imageRoutes } from './routes/images.js';
import { holidayRoutes } from './routes/holidays.js';
import { auditRoutes } from './routes/audit.js';
import { privacyRoutes } from './routes/privacy.js';
import { leadPerformanceRoutes } from './routes/lead-performance.js';
import { leadRoutes } from './routes/leads.js';
import { portalLeadRoutes } from './routes/portal-leads.js';
import { portalRoutes } from './routes/portals.js';
import { propertyRoutes } from './routes/properties.js';
import { registerRoutes } from './routes/register.js';
import { registrationTrackingRoutes } from './routes/registration-tracking.js';
import { staffPropertyRoutes } from './routes/staff-properties.js';
import { userRoutes } from './routes/users.js';
import { videoRoutes } from './routes/videos.js';
import { visitBookingRoutes } from './routes/visit-booking.js';
import { visitRoutes } from './routes/visits.js';
import { propertyKeyRoutes } from './routes/property-keys.js';
import { calendarFeedRoutes } from './routes/calendar-feeds.js';

export interface AppSettings extends ApiContext {
  apiKey: string;
  log: (line: string) => void;
  observability: ProcessObservability;
  rateLimits: RateLimits;
  failedSignInDelayMs: number;
  postalCodes: PostalCodeSettings;
  /** Called after a mail is queued in the outbox, so that its delivery starts right away. */
  onMailQueued: () => void;
  /** The public site's address, which the links in the mails start with. */
  publicUrl: string;
}

/**
 * The REST API: every request needs the `X-API-Key` header; calls live under `/api`, photos under
 * `/images`. Back-office calls also need a bearer token and a permission (`requireStaff`). Every error
 * is JSON `{ message }` in pt-BR, never a stack trace.
 */
export function createApp(settings: AppSettings): Express {
  const app = express();
  app.disable('x-powered-by');
  // `role[]=a&role[]=b` must read as a list.
  app.set('query parser', 'extended');
  // Only holders of the API key (the gateway) get past the first middleware, so the last
  // X-Forwarded-For entry — the visitor's address as the gateway saw it — is trusted as `req.ip`.
  app.set('trust proxy', 1);

  // The id a gateway sends is kept: one visitor's request is one id in both processes' logs. Only the gateways reach
  // the API's port (an internal network); the id is checked for its form, so no caller can write into the log with it.
  app.use(observeRequests(settings.observability, () => true));
  app.use((_req, res, next) => {
    res.set('X-Content-Type-Options', 'nosniff');
    next();
  });
  app.use(probeRoutes(settings));
  if (settings.observability.registry !== null)
    app.use(metricsRouter(settings.observability.registry, settings.observability.metricsToken));
  app.use(requireApiKey(settings.apiKey));

  const { db, dataDir, files, log, metrics, rateLimits, onMailQueued, publicUrl } = settings;
  const api = Router();
  api.use(healthRoutes(settings));
  api.use(authRoutes({ db, metrics, rateLimits, failedSignInDelayMs: settings.failedSignInDelayMs, publicUrl, onMailQueued }));
  api.use(enterpriseRoutes(settings));
  api.use(enterpriseRecordRoutes(settings));
  // The public catalogue first: its fixed paths (/properties/cities, …) must not read as a property id.
  api.use(propertyRoutes(settings));
  api.use(staffPropertyRoutes({ db, dataDir, files, log, onMailQueued, publicUrl }));
  api.use(portalRoutes({ db }));
  api.use(portalLeadRoutes({ db, metrics }));
  api.use(clientRoutes(settings));
  // Before the lead inbox, whose /leads/{id} would take /leads/performance.
  api.use(leadPerformanceRoutes({ db }));
  api.use(leadRoutes({ db, chatClickLimit: rateLimits.chatClick }));
  api.use(brokerRoutes({ db, dataDir, files, log }));
  api.use(userRoutes(settings));
  api.use(videoRoutes(settings));
  api.use(holidayRoutes({ db }));
  api.use(visitRoutes({ db, files, publicUrl, onMailQueued }));
  api.use(calendarFeedRoutes({ db, publicUrl }));
  api.use(propertyKeyRoutes({ db }));
  api.use(auditRoutes({ db }));
  api.use(privacyRoutes({ db, files }));
  api.use(contractTemplateRoutes({ db, dataDir, files, log }));
  api.use(
    visitBookingRoutes({
      db,
      limits: { accepted: rateLimits.visit, refused: rateLimits.visitRefused },
      linkLimit: rateLimits.visitLink,
      publicUrl,
      onMailQueued,
    }),
  );
  api.use(contactRoutes({ db, limits: { accepted: rateLimits.contact, refused: rateLimits.contactRefused }, onMailQueued }));
  api.use(cepRoutes({ db, limit: rateLimits.cep, log, ...settings.postalCodes }));
  api.use(
    registerRoutes({
      db,
      dataDir,
      files,
      limits: { accepted: rateLimits.register, refused: rateLimits.registerRefused },
      publicUrl,
      onMailQueued,
    }),
  );
  api.use(registrationTrackingRoutes({ db, limit: rateLimits.trackingRead }));
  app.use('/api', api);
  app.use('/images', imageRoutes(settings));

  app.use(notFoundHandler);
  app.use(errorHandler(settings.observability.logger));
  return app;
}
