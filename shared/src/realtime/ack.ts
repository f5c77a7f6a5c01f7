import type { ErrorCodeValue } from '../contracts/errors.js';

/** Why a command was refused or failed; the code comes from the error catalogue, as on HTTP. */
export interface AckError {
  code: ErrorCodeValue;
  message: string;
  details?: unknown;
}

/** What the server answers to every command, through the socket.io acknowledgement. */
export type AckResponse<T> = { ok: true; data: T } | { ok: false; error: AckError };

export type Ack<T> = (response: AckResponse<T>) => void;
