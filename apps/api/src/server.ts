/**
 * `buildServer`: the reference pxapi_eoffice server as a Fastify instance, ready to `listen` or `inject`
 * (docs/architecture.md; docs/spec/portal-spec.md section 7; contract `openapi/pxapi_eoffice.yaml`).
 */
import { randomUUID } from "node:crypto";
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Transporter } from "nodemailer";
import { DeviceCookies } from "./auth/device";
import { resolveTokenSecret, type SecretSource } from "./auth/secret";
import { TokenService } from "./auth/tokens";
import { rekeyReporterRefs } from "./cases/access";
import { DEFAULT_CONTRACT_PATH, loadConfig, secretBytes, type ServerConfig } from "./config";
import { loadContract, type Contract } from "./contract/contract";
import { configuredDatabase, openDatabase, type Database, type DatabaseTarget } from "./db/database";
import { seedAtStart } from "./seeds/seed";
import { createHandlers } from "./handlers/index";
import { registerOpen311Errors } from "./http/open311";
import { registerOperations } from "./http/routes";
import { createSmtpTransport, emailTransport } from "./mail/sender";
import { OutboxSender, type OutboxTransports } from "./outbox/sender";
import { WebhookSender } from "./webhooks/sender";
import { findTesseract, type OcrEngine } from "./dms/ocr";
import { TextRecogniser } from "./dms/text-recognition";
import { DeadlineChecker } from "./cases/deadlines";
import { createLineApi, lineTransport, type LineApi } from "./inbox/line";
import { registerApiDocs } from "./http/api-docs";
import { registerObservability } from "./http/observability";
import {
  BODY_LIMIT_BYTES,
  MAX_PARAM_LENGTH,
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandler,
  registerHttpBasics,
  registerJsonParser,
  registerPortal,
} from "./http/web";

/** Options of {@link buildServer}; everything defaults to the environment configuration. */
export interface BuildServerOptions {
  /** Configuration; missing fields come from {@link loadConfig} (environment variables). */
  config?: Partial<ServerConfig>;
  /**
   * Where the data lives. @default PostgreSQL when `config.databaseUrl` is set, else PGlite in
   * `config.dataDir`. `{ kind: "pglite" }` without a folder = in memory (tests).
   */
  database?: DatabaseTarget;
  /**
   * That database, already opening: the entry point (`src/main.ts`) starts opening it before this module and its
   * dependencies load, so that PGlite's start and theirs overlap. Closed by `app.close()` like one opened here.
   * @default opened here
   */
  opening?: Promise<Database>;
  /**
   * Seed the demo accounts and complaints. @default true for a PGlite data folder with no account yet
   * (first start), `config.seedDemo` (SEED_DEMO=1) for PostgreSQL, false for in-memory PGlite.
   */
  seedDemo?: boolean;
  /** Current time in ms since the epoch (tests). @default Date.now */
  clock?: () => number;
  /** Fastify logger option. @default pino at `config.logLevel` */
  logger?: FastifyServerOptions["logger"];
  /** Path of the contract. @default "<repo root>/openapi/pxapi_eoffice.yaml" */
  contractPath?: string;
  /** Serve the built portal from `config.portalDist`. @default true */
  servePortal?: boolean;
  /**
   * The e-mail channel of the outbox sender (`src/mail/sender.ts`): `false` = none (mail stays queued); `{ transport }`
   * = deliver through that nodemailer transport (tests), also without `SMTP_URL`. @default SMTP over `config.smtpUrl`
   * when that is set, else none
   */
  mail?: false | { transport?: Transporter };
  /**
   * The outbox sender (`src/outbox/sender.ts`), built when it has a channel (e-mail, LINE): `{ start: false }` = built
   * but not polling (tests call `outboxSender.runOnce()`). @default polling every `config.mailPollMs`
   */
  outbox?: { start?: boolean };
  /**
   * The text recognition of scans (`src/dms/text-recognition.ts`, tracker issue 39 item 5): `{ engine }` = that OCR
   * engine (tests), `{ engine: undefined }` = none (scans filed "no text"); `{ start: false }` = built but not
   * polling (call `textRecogniser.runOnce()`). @default Tesseract of `config.ocrTesseract` when it runs, polling
   */
  ocr?: { engine?: OcrEngine | undefined; start?: boolean };
  /**
   * The deadline check of open cases (`src/cases/deadlines.ts`, tracker issue 39 item 1): `false` = built but not
   * running (tests call `deadlineChecker.runOnce()` or `checkDeadlines` with a time of their own).
   * @default running every `config.deadlineCheckMs` (not at all when that is 0)
   */
  deadlines?: false;
  /**
   * The webhook sender (`src/webhooks/sender.ts`, tracker issue 41 item 3): `{ start: false }` = built but not polling
   * (call `webhookSender.runOnce()`). @default polling every `config.webhookPollMs`
   */
  webhooks?: { start?: boolean };
}

/** A built server. */
export interface PxServer {
  /** The Fastify instance; `app.close()` also closes the database and releases the data-folder lock. */
  app: FastifyInstance;
  database: Database;
  config: ServerConfig;
  contract: Contract;
  /** Whether the built portal is served. */
  servesPortal: boolean;
  /** Where the token secret came from. */
  tokenSecretSource: SecretSource;
  /**
   * The outbox sender of this instance, delivering e-mail (with `SMTP_URL`) and LINE (with `LINE_*`); undefined when
   * neither is set (messages stay queued). Stops on `app.close()`.
   */
  outboxSender?: OutboxSender;
  /** The text recogniser of this instance (always there; without OCR it marks scans "no text"). Stops on `app.close()`. */
  textRecogniser?: TextRecogniser;
  /** The deadline check of this instance; stops on `app.close()`. */
  deadlineChecker: DeadlineChecker;
  /** The webhook sender of this instance; stops on `app.close()`. */
  webhookSender: WebhookSender;
}

/**
 * Builds the server: loads the contract, opens the database (locking a PGlite data folder; migrations
 * applied), seeds reference data (and demo data when asked), and registers one route per operation.
 *
 * @throws DataFolderLockedError when another server holds the PGlite data folder.
 * @throws Error when the contract and the handlers disagree, or the database cannot be opened.
 */
export async function buildServer(options: BuildServerOptions = {}): Promise<PxServer> {
  const config: ServerConfig = { ...loadConfig(), ...options.config };
  const target: DatabaseTarget = options.database ?? configuredDatabase(config);
  const clock = options.clock ?? Date.now;
  // Whether Tesseract runs, asked while the database opens.
  const ocrEngine = options.ocr && "engine" in options.ocr ? Promise.resolve(options.ocr.engine) : findTesseract(config.ocrTesseract);
  // The database opens while the contract is parsed (PGlite compiles its wasm and reads files meanwhile).
  const opening =
    options.opening ??
    openDatabase(
      target,
      (err) => {
        app.log.fatal({ err }, "the data-folder lock was lost; stopping");
        process.kill(process.pid, "SIGTERM");
      },
      { waitTimeoutMs: config.dbWaitTimeoutMs, poolMax: config.dbPoolMax },
    );
  const contractPath = options.contractPath ?? DEFAULT_CONTRACT_PATH;
  let contract: Contract;
  try {
    contract = loadContract(contractPath);
  } catch (err) {
    await opening.then((opened) => opened.close(), () => undefined);
    throw err;
  }

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy as FastifyServerOptions["trustProxy"],
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });

  // Closed with the server, in this order: the outbox sender after its run in progress, then the database. The
  // hooks come first because Fastify takes none once it is ready, and it gets ready while the database opens.
  let database: Database | undefined;
  let outboxSender: OutboxSender | undefined;
  let textRecogniser: TextRecogniser | undefined;
  let deadlineChecker: DeadlineChecker | undefined;
  let webhookSender: WebhookSender | undefined;
  app.addHook("preClose", async () => {
    await Promise.all([outboxSender?.stop(), textRecogniser?.stop(), deadlineChecker?.stop(), webhookSender?.stop()]);
  });
  app.addHook("onClose", async () => {
    await database?.close();
  });
  try {
    // First what needs no database, while it opens (PGlite compiles its wasm and reads its files meanwhile): the
    // plugins, the routes of every operation with their validators, the portal's files (tracker issue 8).
    await registerHttpBasics(app);
    await registerObservability(app, { metricsToken: config.metricsToken, database: () => database, clock });
    registerJsonParser(app);
    registerErrorHandler(app);
    registerOpen311Errors(app);
    if (config.apiDocs) registerApiDocs(app, { basePath: contract.basePath, contractPath, title: `${String((contract.document.info as { title?: unknown } | undefined)?.title ?? "API")} reference` });
    // One upload limit: the multipart reader refuses over it (413) and GET /v1/ESFilepublic/limits answers it.
    const maxFileBytes = config.maxFileBytes;
    const routes = registerOperations(app, contract, { clock, maxFileBytes });
    // The page reads the identity from the database, which is open before the server answers its first request.
    const pageDb = () => {
      if (!database) throw new Error("the portal page was asked for before the database opened");
      return database.db;
    };
    const servesPortal = await registerPortal(app, options.servePortal === false ? null : config.portalDist, contract.basePath, pageDb);
    if (!servesPortal && options.servePortal !== false) {
      app.log.info(`The portal is not built (${config.portalDist} has no index.html): serving the API only. Run \`pnpm build\` to serve the portal too.`);
    }
    const [opened] = await Promise.all([opening.then((each) => (database = each)), app.ready()]);

    // Reference data when it changed, demo data once (see seedAtStart): a restart runs no seed statement.
    const seedDemo = options.seedDemo ?? (target.kind === "pglite" ? (target.dataDir !== undefined ? "if-new" : false) : config.seedDemo);
    if ((await seedAtStart(opened, { demo: seedDemo, now: clock() })).demo) app.log.info("demo accounts and complaints seeded");

    const { secret, source } = await resolveTokenSecret({
      configured: config.tokenSecret,
      dataDir: target.kind === "pglite" ? target.dataDir : undefined,
      db: opened.db,
      kind: opened.kind,
    });
    // A rotation (docs/operations.md "Rotating secrets"): the previous secret still verifies, and re-keys pseudonyms.
    const previousSecrets = config.tokenSecretPrevious ? [secretBytes(config.tokenSecretPrevious)] : [];
    const tokens = new TokenService(
      secret,
      config.tokenTtlSeconds,
      { sessionTtlSeconds: config.sessionTtlSeconds, rememberTtlSeconds: config.rememberTtlSeconds },
      previousSecrets,
    );
    const rekeyed = await rekeyReporterRefs(opened.db, tokens);
    if (rekeyed > 0) app.log.info(`re-keyed the reporter pseudonyms of ${rekeyed} confidential report(s) to the current token secret`);
    const bankSecret = await resolveTokenSecret({
      configured: config.garbageBankSecret,
      dataDir: target.kind === "pglite" ? target.dataDir : undefined,
      db: opened.db,
      kind: opened.kind,
      file: "garbage-bank-secret",
      settingKey: "garbage_bank_secret",
    });
    const garbage = {
      bankSecret: bankSecret.secret,
      previousBankSecrets: config.garbageBankSecretPrevious ? [secretBytes(config.garbageBankSecretPrevious)] : [],
      simulation: config.garbageBankSimulation,
    };
    const recogniser = new TextRecogniser({ db: opened.db, engine: await ocrEngine, pollMs: config.ocrPollMs, clock, log: app.log });
    textRecogniser = recogniser;
    if (!recogniser.enabled) app.log.info(`no text recognition: ${config.ocrTesseract} with Thai and English is not available, scans are filed without text`);
    const textRecognition = { enabled: recogniser.enabled, wake: () => recogniser.wake() };
    const webhooks = new WebhookSender({ db: opened.db, pollMs: config.webhookPollMs, timeoutMs: config.webhookTimeoutMs, allowLocalHttp: config.webhookAllowLocalHttp, clock, log: app.log });
    webhookSender = webhooks;
    const lineApi = config.line ? await createLineApi(config.line) : undefined;
    const sender = await createOutboxSender(app, opened.db, config, options, clock, lineApi);
    outboxSender = sender;
    const line = config.line && lineApi && sender ? { channelSecret: config.line.channelSecret, api: lineApi, wake: () => sender.wake() } : undefined;
    routes.bind({
      handlers: createHandlers({ db: opened.db, kind: opened.kind, tokens, devices: new DeviceCookies(secret, previousSecrets), portalUrl: config.portalUrl, garbage, maxFileBytes, textRecognition, line, webhooks: { allowLocalHttp: config.webhookAllowLocalHttp, wake: () => webhooks.wake() } }),
      db: opened.db,
      tokens,
    });
    if (options.outbox?.start !== false) sender?.start();
    if (options.ocr?.start !== false) recogniser.start();
    deadlineChecker = new DeadlineChecker({ db: opened.db, intervalMs: config.deadlineCheckMs, clock, portalUrl: config.portalUrl, log: app.log });
    if (options.deadlines !== false && config.deadlineCheckMs > 0) deadlineChecker.start();
    if (options.webhooks?.start !== false) webhooks.start();
    return { app, database: opened, config, contract, servesPortal, tokenSecretSource: source, outboxSender: sender, textRecogniser: recogniser, deadlineChecker, webhookSender: webhooks };
  } catch (err) {
    await app.close().catch(() => undefined);
    // The database may have opened after the failure of something else (then the close hook did not see it).
    await opening.then((opened) => opened.close(), () => undefined);
    throw err;
  }
}

/**
 * Creates the outbox sender with the channels set (see {@link BuildServerOptions.mail}): e-mail when `SMTP_URL` is set or
 * a transport is given, LINE when `LINE_*` are; none when neither is. {@link buildServer} stops it when the server
 * closes, before the database closes.
 */
async function createOutboxSender(
  app: FastifyInstance,
  db: Database["db"],
  config: ServerConfig,
  options: BuildServerOptions,
  clock: () => number,
  lineApi: LineApi | undefined,
): Promise<OutboxSender | undefined> {
  const transports: OutboxTransports = {};
  const smtp = options.mail === false ? undefined : (options.mail?.transport ?? (config.smtpUrl ? await createSmtpTransport(config.smtpUrl) : undefined));
  if (smtp) transports.email = emailTransport(smtp);
  if (lineApi) transports.line = lineTransport(lineApi);
  if (!transports.email && !transports.line) return undefined;
  return new OutboxSender({ db, transports, pollMs: config.mailPollMs, clock, log: app.log });
}
