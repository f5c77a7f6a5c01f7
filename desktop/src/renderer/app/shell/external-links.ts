/// <reference types="vite/client" />
import type { ExternalLinkId } from '@lantern/shared/domain/shell/navigation';

// The spec names these external links but not their addresses: each deployment sets them at build
// time. An unset link is simply not shown.
const ENV_NAMES: Readonly<Record<ExternalLinkId, string>> = {
  'superuser.blog': 'VITE_LANTERN_BLOG_URL',
  'tutor.training': 'VITE_LANTERN_TUTOR_TRAINING_URL',
  'tutor.tutoring-tools': 'VITE_LANTERN_TUTORING_TOOLS_URL',
  'teacher.resource-center': 'VITE_LANTERN_TEACHER_RESOURCES_URL',
  'teacher.academy': 'VITE_LANTERN_TEACHER_ACADEMY_URL',
};

export function externalLinksFrom(
  env: Readonly<Record<string, unknown>>,
): Partial<Record<ExternalLinkId, string>> {
  const links: Partial<Record<ExternalLinkId, string>> = {};
  for (const [id, name] of Object.entries(ENV_NAMES) as [ExternalLinkId, string][]) {
    const value = env[name];
    if (typeof value === 'string' && /^https:\/\//.test(value)) links[id] = value;
  }
  return links;
}

export const EXTERNAL_LINKS = externalLinksFrom(import.meta.env);
