import type { ExternalLinkId } from '@lantern/shared/domain/shell/navigation';

/**
 * Addresses of the other sites the navbar links to (blog, teacher resource centre, academy,
 * tutor training). They differ per deployment, so they come from the build environment; an
 * unset one is left out of the navbar rather than pointing somewhere that does not exist.
 */
export const EXTERNAL_LINKS: Readonly<Partial<Record<ExternalLinkId, string>>> = Object.fromEntries(
  Object.entries({
    'superuser.blog': import.meta.env.VITE_LINK_SUPERUSER_BLOG,
    'teacher.resource-center': import.meta.env.VITE_LINK_TEACHER_RESOURCE_CENTER,
    'teacher.academy': import.meta.env.VITE_LINK_TEACHER_ACADEMY,
    'tutor.training': import.meta.env.VITE_LINK_TUTOR_TRAINING,
    'tutor.tutoring-tools': import.meta.env.VITE_LINK_TUTOR_TUTORING_TOOLS,
  }).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
);
