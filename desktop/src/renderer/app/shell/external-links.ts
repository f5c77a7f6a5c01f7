/// <reference types="vite/client" />
import { externalLinksFrom } from '@lantern/shared/domain/shell/external-links';

/** The other sites the navbar links to, configured once for both apps (shared/domain/shell/external-links). */
export const EXTERNAL_LINKS = externalLinksFrom(import.meta.env);
