import type { EntityManager } from '@mikro-orm/core';
import { CannedReply } from '../../modules/canned-replies/entities/canned-reply.entity.js';

/** The global snippets a demo tutor finds behind `/` in the classroom, in each language. */
const SNIPPETS: readonly { shortcut: string; language: 'en' | 'es' | 'fr'; title: string; text: string }[] = [
  {
    shortcut: 'greet',
    language: 'en',
    title: 'Greeting',
    text: 'Hi {student_first_name}! I’m glad you’re here. What are you working on today?',
  },
  {
    shortcut: 'greet',
    language: 'es',
    title: 'Saludo',
    text: '¡Hola, {student_first_name}! Me alegra que estés aquí. ¿En qué estás trabajando hoy?',
  },
  {
    shortcut: 'greet',
    language: 'fr',
    title: 'Salutation',
    text: 'Bonjour {student_first_name} ! Je suis ravi·e de t’aider. Sur quoi travailles-tu aujourd’hui ?',
  },
  {
    shortcut: 'steps',
    language: 'en',
    title: 'Show your steps',
    text: 'Can you show me the steps you have tried so far, {student_first_name}? Then we’ll find where it goes off track.',
  },
  {
    shortcut: 'steps',
    language: 'es',
    title: 'Muestra tus pasos',
    text: '¿Me muestras los pasos que has intentado hasta ahora, {student_first_name}? Así vemos dónde se desvía.',
  },
  {
    shortcut: 'steps',
    language: 'fr',
    title: 'Montre tes étapes',
    text: 'Peux-tu me montrer les étapes que tu as déjà essayées, {student_first_name} ? On verra où ça se complique.',
  },
  {
    shortcut: 'bye',
    language: 'en',
    title: 'Goodbye',
    text: 'Great work today, {student_first_name}! Come back any time you need help.',
  },
  {
    shortcut: 'bye',
    language: 'es',
    title: 'Despedida',
    text: '¡Buen trabajo hoy, {student_first_name}! Vuelve cuando necesites ayuda.',
  },
  {
    shortcut: 'bye',
    language: 'fr',
    title: 'Au revoir',
    text: 'Beau travail aujourd’hui, {student_first_name} ! Reviens quand tu veux.',
  },
];

/** The demo's global canned replies, once (a database with any global one already has them). */
export async function placeDemoCannedReplies(em: EntityManager, now: number): Promise<number> {
  if ((await em.count(CannedReply, { scope: 'global' })) > 0) return 0;
  for (const snippet of SNIPPETS)
    em.create(CannedReply, { ...snippet, scope: 'global', owner: null, updatedAt: new Date(now * 1000) });
  await em.flush();
  return SNIPPETS.length;
}
