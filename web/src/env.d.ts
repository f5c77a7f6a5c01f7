/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_LINK_SUPERUSER_BLOG?: string;
  readonly VITE_LINK_TEACHER_RESOURCE_CENTER?: string;
  readonly VITE_LINK_TEACHER_ACADEMY?: string;
  readonly VITE_LINK_TUTOR_TRAINING?: string;
  readonly VITE_LINK_TUTOR_TUTORING_TOOLS?: string;
  readonly VITE_SCHEDULE_BUILDER_URL?: string;
}
