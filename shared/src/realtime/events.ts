import { z } from 'zod';

/** socket.io is mounted on this path; websocket transport only. */
export const SOCKET_PATH = '/v4';

export const connectionReadySchema = z.object({
  user_id: z.number().int(),
  role: z.string(),
  server_time: z.number().int(),
});
export const flagUpdatedSchema = z.object({ key: z.string(), enabled: z.boolean() });
export const sessionRevokedSchema = z.object({ reason: z.enum(['logout', 'reuse_detected', 'suspended']) });
export const pingSchema = z.object({ client_time: z.number().int() });
export const pongSchema = z.object({ server_time: z.number().int(), client_time: z.number().int() });

export type Ack<T> = (
  response: { ok: true; data: T } | { ok: false; error: { code: string; message: string } },
) => void;

/** Facts, named `<domain>.<noun>.<past-tense verb>`. */
export interface ServerToClientEvents {
  'system.connection.established': (payload: z.infer<typeof connectionReadySchema>) => void;
  'feature-flags.flag.updated': (payload: z.infer<typeof flagUpdatedSchema>) => void;
  'auth.session.revoked': (payload: z.infer<typeof sessionRevokedSchema>) => void;
}

/** Commands, named `<domain>.<noun>.<imperative>`; every payload is validated on the server. */
export interface ClientToServerEvents {
  'system.clock.ping': (payload: z.infer<typeof pingSchema>, ack: Ack<z.infer<typeof pongSchema>>) => void;
}

export const clientEventSchemas = {
  'system.clock.ping': pingSchema,
} as const satisfies { [K in keyof ClientToServerEvents]: z.ZodType };

/** The handshake error a client receives for a missing, bad or expired token. */
export const INVALID_TOKEN = 'invalid_token';
