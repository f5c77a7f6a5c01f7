import type { RealtimeSocket } from '@lantern/shared/client/realtime-client';
import {
  connectionReadySchema,
  flagUpdatedSchema,
  sessionRevokedSchema,
} from '@lantern/shared/realtime/events';
import type { RootStore } from './root-store.js';

type SessionStores = Pick<RootStore, 'session' | 'connection' | 'flags'>;

/** Session-wide facts from the server (connection, sign-out, flags) reach the stores here; returns the unbind. */
export function bindSessionEvents(
  socket: Pick<RealtimeSocket, 'on' | 'off'>,
  stores: SessionStores,
): () => void {
  const onEstablished = (payload: unknown) => {
    const parsed = connectionReadySchema.safeParse(payload);
    if (parsed.success) stores.connection.markEstablished(parsed.data.server_time);
  };
  const onRevoked = (payload: unknown) => {
    const parsed = sessionRevokedSchema.safeParse(payload);
    // Whatever the reason reads, a revoked session is over; only suspension gets its own message.
    stores.session.end(parsed.success && parsed.data.reason === 'suspended' ? 'suspended' : 'revoked');
  };
  const onFlagUpdated = (payload: unknown) => {
    const parsed = flagUpdatedSchema.safeParse(payload);
    if (parsed.success) stores.flags.set(parsed.data.key, parsed.data.enabled);
  };
  socket.on('system.connection.established', onEstablished);
  socket.on('auth.session.revoked', onRevoked);
  socket.on('feature-flags.flag.updated', onFlagUpdated);
  return () => {
    socket.off('system.connection.established', onEstablished);
    socket.off('auth.session.revoked', onRevoked);
    socket.off('feature-flags.flag.updated', onFlagUpdated);
  };
}
