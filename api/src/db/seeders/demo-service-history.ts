import type { EntityManager } from '@mikro-orm/core';
import { Incident } from '../../modules/session-reports/entities/incident.entity.js';
import { SessionFeedbackReport } from '../../modules/session-reports/entities/session-feedback-report.entity.js';
import { LiveSession } from '../../modules/sessions/entities/live-session.entity.js';
import { User } from '../../modules/users/entities/user.entity.js';
import { classmates } from './demo-world.data.js';

const DAY = 86_400_000;
const MINUTE = 60_000;

/**
 * A month of answered and missed live-help requests per subject, so the managers' analytics,
 * session reports and incidents show believable numbers. Each subject's daily requests and the
 * share nobody answers are chosen so its risk level comes out as written beside it.
 */
const SUBJECT_DEMAND: readonly { subject: number; perDay: number; missRate: number; tutors: string[] }[] = [
  { subject: 1, perDay: 6, missRate: 0.05, tutors: ['tutor', 'tutor.jordan'] }, // low
  { subject: 2, perDay: 4, missRate: 0.15, tutors: ['tutor'] }, // moderate
  { subject: 3, perDay: 5, missRate: 0.03, tutors: ['tutor.lucia'] }, // low
  { subject: 4, perDay: 2, missRate: 0.4, tutors: ['tutor.amira'] }, // high: its only tutor is inactive now
  { subject: 5, perDay: 2, missRate: 0.05, tutors: ['tutor.lucia'] }, // low
  { subject: 6, perDay: 3, missRate: 0.12, tutors: ['tutor.jordan', 'tutor.kai'] }, // moderate
  { subject: 7, perDay: 2, missRate: 0.28, tutors: ['tutor.theo', 'tutor.iris'] }, // high
  { subject: 9, perDay: 1, missRate: 0.08, tutors: ['tutor.omar'] }, // low
  { subject: 31, perDay: 3, missRate: 0.1, tutors: ['tutor.noor'] }, // moderate
];

const QUESTIONS: Readonly<Record<number, readonly string[]>> = {
  1: ['How do I solve 3x + 5 = 20?', 'What is the slope of y = 2x − 1?', 'How do I factor x² − 9?'],
  2: ['What does a mitochondrion do?', 'Why do objects fall at the same speed?'],
  3: ['Where does the comma go in this sentence?', 'What is a thesis statement?'],
  4: ['What caused the French Revolution?', 'How do I read a climate map?'],
  5: ['How do I conjugate “ir” in the preterite?', 'When do I use “du” or “de la”?'],
  6: ['Why does my loop never stop?', 'What is a variable?'],
  7: ['What makes a price go up?', 'How do I make a budget?'],
  9: ['How much sleep do teenagers need?'],
  31: ['How do I plan my homework for the week?', 'How can I study for a test?'],
};

/** Who is asked about in the reports, and what was said. */
const REPORTS: readonly {
  tutor: string;
  author: string;
  rating: number;
  categories: SessionFeedbackReport['categories'];
  strengths: string;
  improvements: string;
}[] = [
  {
    tutor: 'tutor',
    author: 'manager',
    rating: 5,
    categories: ['rapport', 'explanation', 'questioning'],
    strengths: 'Asked the student to explain each step back before moving on.',
    improvements: '',
  },
  {
    tutor: 'tutor.lucia',
    author: 'manager',
    rating: 4,
    categories: ['rapport', 'pacing'],
    strengths: 'Warm greeting and clear summary at the end.',
    improvements: 'Point to the grammar rule, not only the corrected sentence.',
  },
  {
    tutor: 'tutor.jordan',
    author: 'superuser',
    rating: 3,
    categories: ['professionalism'],
    strengths: 'Stayed calm when the student got frustrated.',
    improvements: 'Let the student try the next step before showing it.',
  },
  {
    tutor: 'tutor.kai',
    author: 'manager',
    rating: 4,
    categories: ['explanation', 'questioning'],
    strengths: 'Used a small example program the student could run.',
    improvements: 'Check the student is still there after long explanations.',
  },
  {
    tutor: 'tutor.theo',
    author: 'manager',
    rating: 5,
    categories: ['rapport', 'explanation', 'pacing', 'professionalism'],
    strengths: 'Connected supply and demand to the student’s part-time job.',
    improvements: '',
  },
  {
    tutor: 'tutor.noor',
    author: 'superuser',
    rating: 4,
    categories: ['pacing'],
    strengths: 'Broke the week’s homework into a plan the student wrote themselves.',
    improvements: 'Offer a follow-up session before the test.',
  },
];

const INCIDENTS: readonly Pick<Incident, 'category' | 'severity' | 'description' | 'status'>[] = [
  {
    category: 'conduct',
    severity: 'high',
    description: 'A student shared a phone number in the chat and asked the tutor to text.',
    status: 'open',
  },
  {
    category: 'technical',
    severity: 'medium',
    description: 'Whiteboard strokes arrived late for several sessions during the evening shift.',
    status: 'open',
  },
  {
    category: 'safety',
    severity: 'high',
    description: 'Self-harm message escalated to the school counsellor; follow-up confirmed.',
    status: 'resolved',
  },
  {
    category: 'privacy',
    severity: 'low',
    description: 'A tutor mentioned another student’s first name in a session.',
    status: 'resolved',
  },
];

/** A fixed sequence, so every demo database shows the same numbers. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * Places the history once (a database with session reports already has it), in the month before
 * the day before `now`: today's and yesterday's service figures stay the live ones. The students
 * are the demo classmates, never the accounts the journeys sign in as.
 */
export async function placeDemoServiceHistory(em: EntityManager, now: number): Promise<number> {
  if ((await em.count(SessionFeedbackReport, {})) > 0) return 0;
  const names = [...new Set([...SUBJECT_DEMAND.flatMap((demand) => demand.tutors), 'manager', 'superuser'])];
  const people = new Map(
    (await em.find(User, { username: { $in: names } })).map((user) => [user.username, user]),
  );
  const studentNames = classmates()
    .map((person) => person.username)
    .filter((username) => !['zara.ramirez', 'isaac.campbell'].includes(username));
  const students = await em.find(User, { username: { $in: studentNames } }, { orderBy: { id: 'asc' } });
  if (students.length === 0 || people.size === 0) return 0;

  const random = sequence(2026);
  const created: LiveSession[] = [];
  const firstDay = Math.floor((now * 1000) / DAY) * DAY;
  for (let daysAgo = 29; daysAgo >= 2; daysAgo -= 1) {
    for (const demand of SUBJECT_DEMAND) {
      const tutors = demand.tutors.map((name) => people.get(name)).filter((user) => user !== undefined);
      const count = Math.max(0, demand.perDay + Math.round((random() - 0.5) * 2));
      for (let index = 0; index < count; index += 1) {
        const requestedAt = new Date(firstDay - daysAgo * DAY + (13 + random() * 10) * 60 * MINUTE);
        const missed = random() < demand.missRate || tutors.length === 0;
        const student = students[Math.floor(random() * students.length)]!;
        const questions = QUESTIONS[demand.subject] ?? ['Can you help me?'];
        const matchedAt = new Date(requestedAt.getTime() + (1 + random() * 4) * MINUTE);
        const roll = random();
        const learned = roll < 0.55 ? 'yes' : roll < 0.7 ? 'no' : roll < 0.8 ? 'not_sure' : null;
        created.push(
          em.create(LiveSession, {
            student,
            tutor: missed ? null : tutors[Math.floor(random() * tutors.length)]!,
            status: 'ended',
            chatType: 'tutor',
            subject: demand.subject,
            question: questions[Math.floor(random() * questions.length)]!,
            languageId: 1,
            requestedAt,
            matchedAt: missed ? null : matchedAt,
            endedAt: new Date(matchedAt.getTime() + (missed ? 8 : 10 + random() * 25) * MINUTE),
            feedbackReason:
              missed || learned === null ? null : learned === 'yes' ? 'satisfied' : 'time_issues',
            feedbackLearned: missed ? null : learned,
          }),
        );
      }
    }
  }
  await em.flush();

  const answered = created.filter((session) => session.tutor !== null).reverse();
  REPORTS.forEach((report, index) => {
    const tutor = people.get(report.tutor);
    const author = people.get(report.author);
    const session = answered.find((candidate) => candidate.tutor?.id === tutor?.id);
    if (!tutor || !author || !session) return;
    em.create(SessionFeedbackReport, {
      session,
      tutor,
      author,
      rating: report.rating,
      categories: report.categories,
      strengths: report.strengths,
      improvements: report.improvements,
      createdAt: new Date((session.endedAt?.getTime() ?? now * 1000) + (index + 1) * 3 * 60 * MINUTE),
    });
  });
  INCIDENTS.forEach((incident, index) => {
    const reportedAt = new Date(firstDay - (2 + index * 3) * DAY + 15 * 60 * MINUTE);
    em.create(Incident, {
      ...incident,
      session: incident.category === 'conduct' ? (answered[0] ?? null) : null,
      reportedBy: people.get(index % 2 === 0 ? 'manager' : 'superuser')!,
      createdAt: reportedAt,
      resolvedAt: incident.status === 'resolved' ? new Date(reportedAt.getTime() + DAY) : null,
    });
  });
  await em.flush();
  return created.length;
}
