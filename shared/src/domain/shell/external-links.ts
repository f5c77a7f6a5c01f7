import type { ExternalLinkId } from './navigation.js';

/**
 * The build variable each external link's address comes from, for both apps. The spec names
 * these links but not their addresses: each deployment sets them at build time.
 */
export const EXTERNAL_LINK_ENV: Readonly<Record<ExternalLinkId, string>> = {
  'superuser.blog': 'VITE_LANTERN_BLOG_URL',
  'tutor.training': 'VITE_LANTERN_TUTOR_TRAINING_URL',
  'tutor.tutoring-tools': 'VITE_LANTERN_TUTORING_TOOLS_URL',
  'teacher.resource-center': 'VITE_LANTERN_TEACHER_RESOURCES_URL',
  'teacher.academy': 'VITE_LANTERN_TEACHER_ACADEMY_URL',
};

/** The configured links; an unset or non-https one is left out rather than pointing somewhere unsafe. */
export function externalLinksFrom(
  env: Readonly<Record<string, unknown>>,
): Partial<Record<ExternalLinkId, string>> {
  const links: Partial<Record<ExternalLinkId, string>> = {};
  for (const [id, name] of Object.entries(EXTERNAL_LINK_ENV) as [ExternalLinkId, string][]) {
    const value = env[name];
    if (typeof value === 'string' && /^https:\/\//.test(value)) links[id] = value;
  }
  return links;
}
