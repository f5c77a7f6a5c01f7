/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SCHEDULE_BUILDER_URL?: string;
}
