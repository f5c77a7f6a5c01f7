import type { RealtimeSocket } from '../client/realtime-client.js';
import { type ServerEventName, type ServerEventPayload, serverEvents } from '../realtime/events.js';

export type ServerEventDispatch = <E extends ServerEventName>(
  event: E,
  payload: ServerEventPayload<E>,
) => void;
export type RealtimeLog = (message: string, detail: unknown) => void;

type EventSocket = Pick<RealtimeSocket, 'on' | 'off'>;

/**
 * Listens for every server event `shared/realtime` declares and hands on only payloads its schema
 * accepts: a malformed one is dropped and logged, so no store ever sees it. Returns the unbind.
 */
export function bindServerEvents(
  socket: EventSocket,
  dispatch: ServerEventDispatch,
  log: RealtimeLog,
): () => void {
  const names = Object.keys(serverEvents) as ServerEventName[];
  const listeners = names.map((event) => {
    const listener = (payload: unknown) => {
      const parsed = serverEvents[event].safeParse(payload);
      if (parsed.success) dispatch(event, parsed.data as ServerEventPayload<typeof event>);
      else log(`Dropped an invalid ${event} payload`, parsed.error.issues);
    };
    // socket.io types each listener by its event; these are checked by the schema instead.
    (socket.on as (event: string, listener: (payload: unknown) => void) => unknown)(event, listener);
    return { event, listener };
  });
  return () => {
    for (const { event, listener } of listeners)
      (socket.off as (event: string, listener: (payload: unknown) => void) => unknown)(event, listener);
  };
}
