import {
  DEFAULT_AWAY_AFTER_SECONDS,
  MAX_AWAY_AFTER_SECONDS,
  MIN_AWAY_AFTER_SECONDS,
} from '@lantern/shared/domain/presence/presence-timing';
import { z } from 'zod';

export const APP_ID = 'com.lantern.console';
export const APP_NAME = 'Lantern Console';

const DEFAULT_API_URL = 'http://localhost:3000';

const EnvSchema = z.object({
  LANTERN_API_URL: z
    .url({ protocol: /^https?$/, abort: true, error: 'LANTERN_API_URL must be an http:// or https:// URL' })
    .refine((value) => {
      const url = new URL(value);
      return url.username === '' && url.password === '' && url.search === '' && url.hash === '';
    }, 'LANTERN_API_URL must not carry credentials, a query or a fragment')
    .default(DEFAULT_API_URL),
  LANTERN_AWAY_AFTER_SECONDS: z.coerce
    .number({ error: 'LANTERN_AWAY_AFTER_SECONDS must be a number of seconds' })
    .int('LANTERN_AWAY_AFTER_SECONDS must be a whole number of seconds')
    .min(MIN_AWAY_AFTER_SECONDS, `LANTERN_AWAY_AFTER_SECONDS must be at least ${MIN_AWAY_AFTER_SECONDS}`)
    .max(MAX_AWAY_AFTER_SECONDS, `LANTERN_AWAY_AFTER_SECONDS must be at most ${MAX_AWAY_AFTER_SECONDS}`)
    .default(DEFAULT_AWAY_AFTER_SECONDS),
});

export interface DesktopConfig {
  /** Where the window opens: the console as the API server serves it. */
  readonly consoleUrl: string;
  /** The only origin allowed to load in the window, talk over IPC and get permissions. */
  readonly appOrigin: string;
  /** Seconds without input on the machine before its tutor is away. */
  readonly awayAfterSeconds: number;
}

export type ConfigResult = { ok: true; config: DesktopConfig } | { ok: false; error: string };

export function loadDesktopConfig(env: Readonly<Record<string, string | undefined>>): ConfigResult {
  const parsed = EnvSchema.safeParse({
    LANTERN_API_URL: env.LANTERN_API_URL?.trim() || undefined,
    LANTERN_AWAY_AFTER_SECONDS: env.LANTERN_AWAY_AFTER_SECONDS?.trim() || undefined,
  });
  if (!parsed.success) {
    return { ok: false, error: parsed.error.issues.map((issue) => issue.message).join('; ') };
  }
  const apiUrl = new URL(parsed.data.LANTERN_API_URL);
  // The API may sit under a path prefix; the console is served at /console below it.
  const basePath = apiUrl.pathname.endsWith('/') ? apiUrl.pathname : `${apiUrl.pathname}/`;
  const consoleUrl = new URL(`${basePath}console/`, apiUrl.origin);
  return {
    ok: true,
    config: {
      consoleUrl: consoleUrl.href,
      appOrigin: apiUrl.origin,
      awayAfterSeconds: parsed.data.LANTERN_AWAY_AFTER_SECONDS,
    },
  };
}
