import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import {
  isBelowProductionFloor,
  type PasswordCost,
  passwordCostEnv,
  PRODUCTION_FLOOR,
  toPasswordCost,
} from '../../modules/auth/password-cost.js';
import {
  type OAuth2ClientConfig,
  type SsoProviderConfig,
  ssoEnv,
  toSsoConfig,
} from '../../modules/sso/sso-config.js';
import type { SsoProvider } from '@lantern/shared/domain/auth/sso-providers';

const envSchema = passwordCostEnv.extend(ssoEnv.shape).extend({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // The address people reach Lantern at: links in e-mails and the single sign-on redirect URIs.
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  // Unset: localhost outside production (a dev machine serves nobody else), all interfaces in production.
  HOST: z.string().min(1).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_NAME: z
    .string()
    .regex(/^[a-z0-9_]+$/)
    .default('lantern'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  // Put before every Redis key and socket.io channel, so deployments sharing a Redis stay apart.
  // Unset: derived from the database this deployment uses.
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]+$/)
    .optional(),
  DATA_DIR: z.string().default('.data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .default(60 * 60 * 24 * 30),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  // Failed sign-ins from one address across all names (credential stuffing), per LOGIN_WINDOW_SECONDS.
  LOGIN_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  // Sign-in attempts per minute for the whole instance, whoever sends them.
  LOGIN_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  // Password checks (argon2) running at once; more wait in a short queue, past it 429.
  LOGIN_CONCURRENT_CHECKS: z.coerce
    .number()
    .int()
    .min(1)
    .default(availableParallelism() * 2),
  // A sign-in can be renewed by refresh until this long after it began; then sign in again.
  SESSION_MAX_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .default(60 * 60 * 24 * 30),
  // Express `trust proxy`: unset trusts no proxy, so X-Forwarded-For is ignored. A hop count, `true`,
  // or addresses / subnets / `loopback`, comma-separated.
  TRUST_PROXY: z.string().min(1).optional(),
  // Costly requests per person per minute (shared by instances with REDIS_URL) and per instance per
  // minute (this process's own work): uploads, essay conversions, AI calls, reviewed-PDF downloads.
  RATE_LIMIT_UPLOAD_PER_USER: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_UPLOAD_PER_INSTANCE: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_CONVERSION_PER_USER: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_CONVERSION_PER_INSTANCE: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_AI_PER_USER: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_AI_PER_INSTANCE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_DOWNLOAD_PER_USER: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_DOWNLOAD_PER_INSTANCE: z.coerce.number().int().min(1).default(600),
  // AI provider calls one school's people may cause per UTC day; past it the AI features are unavailable.
  AI_DAILY_CALLS_PER_SCHOOL: z.coerce.number().int().min(0).default(2000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: the demo world is seeded outside production only; production seeds it only when asked.
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  // How often each instance looks for due jobs (and periodic ones, at least every second).
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(45).default(2),
  // The AI provider: any OpenAI-compatible chat API (OpenAI, a local Ollama or vLLM). Unset: no AI.
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_MODEL: z.string().min(1).default('llama3.2'),
  AI_API_KEY: z.string().min(1).optional(),
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  // A model that reads pictures (llava, gpt-4o-mini…) on the same provider: set, chat texts and
  // pictures get its opinion after the word lists. Unset: the word lists alone, pictures unread.
  AI_MODERATION_MODEL: z.string().min(1).optional(),
  // LibreOffice, which turns students' Word files into PDF. Missing: Word files are refused, saying why.
  SOFFICE_PATH: z.string().min(1).default('soffice'),
  // How long one essay's conversion may run before it is stopped and marked failed; under the job
  // queue's 120 seconds, after which it would count the job as lost and run it again.
  ESSAY_CONVERSION_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(110).default(90),
  // How long a student matched to an away tutor who has not written waits before moving on.
  AWAY_MOVE_ON_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  // How long a tutor's last console may be disconnected before the tutor counts as away.
  DISCONNECTED_AWAY_AFTER_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  // How long a shared-session link opens after the student made it.
  SHARED_SESSION_LINK_TTL_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // The memory (address space) one LibreOffice run may take before it fails; it converts an
  // ordinary essay in about 250 MB.
  ESSAY_CONVERSION_MEMORY_MB: z.coerce.number().int().min(256).max(16384).default(1024),
  // Conversions one API instance runs at once: each may take the memory above.
  ESSAY_CONVERSIONS_AT_ONCE: z.coerce.number().int().min(1).max(16).default(2),
  // Worker threads for CPU-heavy steps (PDF text, plagiarism, PDF writing), off the API's event loop;
  // one core is left to the loop itself.
  HEAVY_WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.max(1, availableParallelism() - 1)),
  // One heavy step past this is stopped (its worker ended) and fails what asked for it, saying why.
  HEAVY_TASK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(110).default(30),
  // Memory one heavy step may use (JavaScript heap plus decoded buffers), in MiB; past it, stopped.
  HEAVY_TASK_MEMORY_MB: z.coerce.number().int().min(64).max(16384).default(512),
  // Mail: an SMTP server (smtp:// or smtps://, credentials in the URL). Unset outside production,
  // each message is written to DATA_DIR/outbox/ instead and its link logged; production needs it.
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Lantern <no-reply@lantern.localhost>'),
  // Password-reset requests per account per hour (more are answered alike but send nothing), and
  // per address per hour (more get 429).
  PASSWORD_RESET_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(3),
  PASSWORD_RESET_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  // Whether roster API sources (OneRoster REST, Clever) may be on private, loopback or link-local
  // addresses. Unset: allowed outside production (local test servers), refused in production, where
  // such an address is a way into the network Lantern runs in.
  ROSTER_ALLOW_PRIVATE_HOSTS: z.enum(['true', 'false']).optional(),
});

/** The kinds of costly work limited per person and per instance (platform/rate-limit). */
export type RateLimitBucket = 'upload' | 'conversion' | 'ai' | 'download';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** Each single sign-on provider's issuer and client, or null when it is not configured. */
  sso: Record<SsoProvider, SsoProviderConfig | null>;
  /** Clients Lantern authorises with OAuth (the browser extension). */
  oauth2Clients: OAuth2ClientConfig[];
  host: string;
  databaseUrl: string | undefined;
  databaseName: string;
  embeddedPgPort: number;
  /** EMBEDDED_PG_PORT was set: a busy port stops start-up instead of moving to a free one. */
  embeddedPgPortFixed: boolean;
  redisUrl: string | undefined;
  /** REDIS_PREFIX as set; unset, the running app derives one from its database (redis-prefix.ts). */
  redisPrefix: string | undefined;
  dataDir: string;
  jwtSecret: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  loginMaxFailures: number;
  loginWindowSeconds: number;
  loginMaxPerAddress: number;
  loginMaxPerMinute: number;
  loginConcurrentChecks: number;
  sessionMaxAge: number;
  /** argon2id's cost for new password hashes (PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_ITERATIONS). */
  passwordCost: PasswordCost;
  /** Per bucket: calls per person per minute and per instance per minute. */
  rateLimits: Record<RateLimitBucket, { perUser: number; perInstance: number }>;
  aiDailyCallsPerSchool: number;
  trustProxy: boolean | number | string;
  logLevel: string;
  seedDemo: boolean;
  cookieSecure: boolean;
  jobsPollSeconds: number;
  /** Null when no AI provider is configured: the AI features say they are unavailable. */
  ai: {
    baseUrl: string;
    model: string;
    apiKey: string | undefined;
    timeoutMs: number;
    /** The model asked about chat texts and pictures; null: moderation is the word lists alone. */
    moderationModel: string | null;
  } | null;
  /** The LibreOffice binary (a name on PATH or a path) and the time one essay's conversion may take. */
  essayConversion: { sofficePath: string; timeoutMs: number; memoryMb: number; atOnce: number };
  sharedSessionLinkTtlDays: number;
  /** Tutors away from their consoles: how long a matched student waits, and a lost console's grace. */
  presence: { moveOnSeconds: number; disconnectedAwaySeconds: number };
  /** The worker pool for CPU-heavy steps: its threads, and each step's time and memory bounds. */
  heavyWork: { workers: number; timeoutMs: number; memoryMb: number };
  /** Null without SMTP_URL (outside production): messages go to `outboxDir` instead. */
  mail: { smtpUrl: string | null; from: string; outboxDir: string };
  passwordReset: { maxPerAccount: number; maxPerAddress: number };
  /** Whether a roster API may be reached on a private, loopback or link-local address. */
  rosterAllowPrivateHosts: boolean;
  /** Folders of the built apps the API serves. */
  webDist: string;
  consoleDist: string;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value stops start-up with a message naming it. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  repoRoot = resolve(import.meta.dirname, '../../../..'),
): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(repoRoot, e.DATA_DIR);
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET)
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production');
  if (e.NODE_ENV === 'production' && !e.SMTP_URL)
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL: required in production (password resets and e-mail confirmations are sent through it)',
    );
  const passwordCost = toPasswordCost(e);
  const sso = toSsoConfig(e);
  if (sso.problems.length)
    throw new ConfigError(`Invalid configuration:\n${sso.problems.map((line) => `  ${line}`).join('\n')}`);
  if (e.NODE_ENV === 'production' && isBelowProductionFloor(passwordCost))
    throw new ConfigError(
      'Invalid configuration:\n  PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_ITERATIONS: at least ' +
        `${PRODUCTION_FLOOR.memoryKib} KiB and ${PRODUCTION_FLOOR.iterations} passes in production (OWASP's floor for argon2id)`,
    );
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    sso: sso.providers,
    oauth2Clients: sso.oauth2Clients,
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: e.DATABASE_URL,
    databaseName: e.DATABASE_NAME,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    embeddedPgPortFixed: env.EMBEDDED_PG_PORT !== undefined,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    dataDir,
    jwtSecret: e.JWT_SECRET ?? localSecret(dataDir),
    accessTokenTtl: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL_SECONDS,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginWindowSeconds: e.LOGIN_WINDOW_SECONDS,
    loginMaxPerAddress: e.LOGIN_MAX_PER_ADDRESS,
    loginMaxPerMinute: e.LOGIN_MAX_PER_MINUTE,
    loginConcurrentChecks: e.LOGIN_CONCURRENT_CHECKS,
    sessionMaxAge: e.SESSION_MAX_AGE_SECONDS,
    passwordCost,
    rateLimits: {
      upload: { perUser: e.RATE_LIMIT_UPLOAD_PER_USER, perInstance: e.RATE_LIMIT_UPLOAD_PER_INSTANCE },
      conversion: {
        perUser: e.RATE_LIMIT_CONVERSION_PER_USER,
        perInstance: e.RATE_LIMIT_CONVERSION_PER_INSTANCE,
      },
      ai: { perUser: e.RATE_LIMIT_AI_PER_USER, perInstance: e.RATE_LIMIT_AI_PER_INSTANCE },
      download: { perUser: e.RATE_LIMIT_DOWNLOAD_PER_USER, perInstance: e.RATE_LIMIT_DOWNLOAD_PER_INSTANCE },
    },
    aiDailyCallsPerSchool: e.AI_DAILY_CALLS_PER_SCHOOL,
    trustProxy: trustProxySetting(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : e.NODE_ENV !== 'production',
    rosterAllowPrivateHosts: e.ROSTER_ALLOW_PRIVATE_HOSTS
      ? e.ROSTER_ALLOW_PRIVATE_HOSTS === 'true'
      : e.NODE_ENV !== 'production',
    cookieSecure: e.COOKIE_SECURE ? e.COOKIE_SECURE === 'true' : e.NODE_ENV === 'production',
    jobsPollSeconds: e.JOBS_POLL_SECONDS,
    ai: e.AI_BASE_URL
      ? {
          baseUrl: e.AI_BASE_URL,
          model: e.AI_MODEL,
          apiKey: e.AI_API_KEY,
          timeoutMs: e.AI_TIMEOUT_SECONDS * 1000,
          moderationModel: e.AI_MODERATION_MODEL ?? null,
        }
      : null,
    essayConversion: {
      sofficePath: e.SOFFICE_PATH,
      timeoutMs: e.ESSAY_CONVERSION_TIMEOUT_SECONDS * 1000,
      memoryMb: e.ESSAY_CONVERSION_MEMORY_MB,
      atOnce: e.ESSAY_CONVERSIONS_AT_ONCE,
    },
    sharedSessionLinkTtlDays: e.SHARED_SESSION_LINK_TTL_DAYS,
    presence: {
      moveOnSeconds: e.AWAY_MOVE_ON_SECONDS,
      disconnectedAwaySeconds: e.DISCONNECTED_AWAY_AFTER_SECONDS,
    },
    heavyWork: {
      workers: e.HEAVY_WORKERS,
      timeoutMs: e.HEAVY_TASK_TIMEOUT_SECONDS * 1000,
      memoryMb: e.HEAVY_TASK_MEMORY_MB,
    },
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM, outboxDir: join(dataDir, 'outbox') },
    passwordReset: {
      maxPerAccount: e.PASSWORD_RESET_MAX_PER_ACCOUNT,
      maxPerAddress: e.PASSWORD_RESET_MAX_PER_ADDRESS,
    },
    webDist: join(repoRoot, 'web/dist'),
    consoleDist: join(repoRoot, 'desktop/out/renderer'),
  };
}

/** TRUST_PROXY as Express's `trust proxy` takes it. */
function trustProxySetting(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Outside production a signing secret is generated once and kept with the local data. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
