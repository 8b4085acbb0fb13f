// Builds the application from plugins: security headers and compression first, then the database,
// the API under /reactapp/ and, last, the built site.
import compress from "@fastify/compress";
import formbody from "@fastify/formbody";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import Fastify from "fastify";
import path from "node:path";
import type { Config } from "./config.ts";
import { leadMailer } from "./notify/lead-mailer.ts";
import { leadNotifier } from "./notify/lead-notifier.ts";
import { mailer } from "./notify/mailer.ts";
import { orderMailer } from "./notify/order-mailer.ts";
import { orderNotifier } from "./notify/order-notifier.ts";
import { ordersRepository } from "./repositories/orders.ts";
import { corsPlugin } from "./plugins/cors.ts";
import { databasePlugin } from "./plugins/database.ts";
import { errorsPlugin } from "./plugins/errors.ts";
import { sitePlugin } from "./plugins/site.ts";
import { widgetsPlugin } from "./plugins/widgets.ts";
import { thankYouRoutes } from "./routes/thank-you.ts";
import { accountRoutes } from "./routes/accounts.ts";
import { cartRoutes } from "./routes/cart.ts";
import { orderRoutes } from "./routes/orders.ts";
import { paymentRoutes } from "./routes/payments.ts";
import { PAYMENT_PROVIDERS } from "./payments/providers.ts";
import { favoriteRoutes } from "./routes/favorites.ts";
import { authPlugin } from "./plugins/auth.ts";
import { formPages } from "./leads/form-pages.ts";
import { indexSite } from "./site/site-index.ts";
import { blogReplyRoutes } from "./routes/blog-replies.ts";
import { contactRoutes } from "./routes/contacts.ts";
import { projectRoutes } from "./routes/projects.ts";
import { quoteRoutes } from "./routes/quotes.ts";
import { sampleRequestRoutes } from "./routes/sample-requests.ts";

/** `logStream` replaces standard output as the log's destination (tests read the log from it). */
export async function buildApp(config: Config, { logStream }: { logStream?: NodeJS.WritableStream } = {}) {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel, ...(logStream && { stream: logStream }) },
    trustProxy: true,
    // JSON bodies over 1 MB are refused with 413 before they are parsed.
    bodyLimit: 1024 * 1024,
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'self'"],
      },
    },
    // HSTS on plain-HTTP development would only pin localhost; production sits behind TLS.
    hsts: config.env === "development" ? false : { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    // Partners' pages read our API responses.
    crossOriginResourcePolicy: { policy: "cross-origin" },
  });
  await app.register(compress, { encodings: ["br", "gzip"] });
  await app.register(errorsPlugin);
  await app.register(corsPlugin, { allowedOrigins: config.allowedOrigins });
  await app.register(rateLimit, { global: false });
  await app.register(formbody, { bodyLimit: 1024 * 1024 });
  await app.register(databasePlugin, { url: config.databaseUrl, seedProjects: config.seedProjects });

  // Leads and orders reach the same sales team through one transport (SMTP, or the outbox).
  const mail = mailer({ ...config.notify, outboxDir: path.join(config.dataDir, "outbox") });
  const notifier = leadNotifier(app.leads, leadMailer(mail), app.log);
  const orders = ordersRepository(app.db);
  const orderNotices = orderNotifier(orders, orderMailer(mail), app.log);
  // Leads and orders stored before a crash, whose notification never got written, are announced now.
  app.addHook("onReady", async () => {
    const sent = await notifier.catchUp();
    if (sent) app.log.info({ leads: sent }, "announced leads left unannounced by the last run");
    const sentOrders = await orderNotices.catchUp();
    if (sentOrders) app.log.info({ orders: sentOrders }, "announced orders left unannounced by the last run");
  });
  const pages = formPages(config.siteDir, indexSite(config.siteDir), config.includesDir);
  const leadOptions = { rateLimit: config.leadRateLimit, notifier, formPages: pages };
  const secureCookies = config.env !== "development";
  await app.register(authPlugin, { secureCookies });
  await app.register(accountRoutes, { secureCookies });
  await app.register(favoriteRoutes);
  await app.register(projectRoutes);
  await app.register(cartRoutes);
  const payments = PAYMENT_PROVIDERS[config.paymentProvider](app);
  app.decorate("payments", payments);
  await app.register(orderRoutes, { payments, notifier: orderNotices, orders });
  await app.register(paymentRoutes, { payments });
  await app.register(contactRoutes, leadOptions);
  await app.register(quoteRoutes, { ...leadOptions, dataDir: config.dataDir });
  await app.register(sampleRequestRoutes, leadOptions);
  await app.register(blogReplyRoutes, leadOptions);
  await app.register(thankYouRoutes, { formPages: pages });
  await app.register(widgetsPlugin, { widgetsDir: config.widgetsDir });
  await app.register(sitePlugin, { siteDir: config.siteDir });
  return app;
}
