import type { PersonSpec } from '../people/person-spec.js';

/**
 * The demo world: a district in the US with a few schools, the spec's special schools (134, 285),
 * a district under the live-help block (991), a Canadian school, and people of every role.
 * Each school allows the single sign-on providers schools of its kind use (Clever and ClassLink
 * for district schools, Google for the writing academy, Auth0 for the library's program).
 * Every demo account signs in with DEMO_PASSWORD.
 */
export const DEMO_PASSWORD = 'Lantern#2026';

export const DISTRICTS = [
  { id: 1, name: 'Riverside Unified School District' },
  { id: 991, name: 'Northfield County Schools' },
];

/** The demo schools' licences: open from long before any demo day to long after, never full. */
export const DEMO_LICENCE_TERM = { startsOn: '2020-08-01', endsOn: '2099-07-31', seats: 100_000 } as const;

export const SCHOOLS = [
  {
    id: 1,
    name: 'Maplewood High School',
    district: 1,
    timezone: 'America/New_York',
    countryCode: 'US',
    licences: ['LIVE_HELP', 'WRITING', 'ASSIGN', 'HIT', 'PRACTICE', 'READING'],
    ssoProviders: ['google', 'clever', 'classlink'],
    // Open around the clock (start equals end), so the demo and the browser tests can ask for live
    // help whatever the hour; the other schools keep the usual 07:00–22:00.
    operatingHours: { start: '00:00', end: '00:00' },
  },
  {
    id: 2,
    name: 'Cedar Grove Elementary',
    district: 1,
    timezone: 'America/New_York',
    countryCode: 'US',
    licences: ['LIVE_HELP', 'WRITING', 'PRACTICE'],
    ssoProviders: ['clever'],
  },
  {
    id: 134,
    name: 'Harbor Writing Academy',
    district: 1,
    timezone: 'America/Chicago',
    countryCode: 'US',
    licences: ['WRITING'],
    ssoProviders: ['google'],
    featuresLiveHelp: false,
  },
  {
    id: 285,
    name: 'Fulton Public Library Program',
    district: 1,
    timezone: 'America/New_York',
    countryCode: 'US',
    licences: ['LIVE_HELP', 'WRITING'],
    ssoProviders: ['auth0'],
  },
  {
    id: 301,
    name: 'Lakeshore Collegiate Institute',
    district: null,
    timezone: 'America/Toronto',
    countryCode: 'CA',
    licences: ['LIVE_HELP', 'WRITING', 'PRACTICE'],
    ssoProviders: ['google', 'classlink'],
  },
  {
    id: 402,
    name: 'Northfield Middle School',
    district: 991,
    timezone: 'America/Denver',
    countryCode: 'US',
    licences: ['LIVE_HELP', 'WRITING'],
    ssoProviders: ['classlink'],
  },
] as const;

/** Subject ids 30 and 31 are special in the spec (hidden from scheduled-tutor views; 31 from the chat intro). */
export const SUBJECTS: { id: number; name: string; topics: { name: string; concepts: string[] }[] }[] = [
  {
    id: 1,
    name: 'Math',
    topics: [
      { name: 'Algebra', concepts: ['Linear equations', 'Inequalities', 'Quadratics', 'Functions'] },
      { name: 'Geometry', concepts: ['Angles', 'Triangles', 'Area and volume', 'Proofs'] },
      { name: 'Calculus', concepts: ['Limits', 'Derivatives', 'Integrals'] },
      { name: 'Statistics', concepts: ['Mean and median', 'Probability', 'Distributions'] },
    ],
  },
  {
    id: 2,
    name: 'Science',
    topics: [
      { name: 'Biology', concepts: ['Cells', 'Genetics', 'Ecology'] },
      { name: 'Chemistry', concepts: ['Atoms', 'Reactions', 'Stoichiometry'] },
      { name: 'Physics', concepts: ['Motion', 'Forces', 'Energy', 'Waves'] },
    ],
  },
  {
    id: 3,
    name: 'English',
    topics: [
      { name: 'Essay writing', concepts: ['Thesis statements', 'Paragraph structure', 'Citations'] },
      { name: 'Grammar', concepts: ['Punctuation', 'Verb tenses', 'Sentence structure'] },
      { name: 'Reading comprehension', concepts: ['Main idea', 'Inference', 'Theme'] },
    ],
  },
  {
    id: 4,
    name: 'Social Studies',
    topics: [
      { name: 'US History', concepts: ['Founding era', 'Civil War', 'Civil rights movement'] },
      { name: 'World History', concepts: ['Ancient civilizations', 'World wars'] },
      { name: 'Geography', concepts: ['Maps', 'Climate regions'] },
    ],
  },
  {
    id: 5,
    name: 'World Languages',
    topics: [
      { name: 'Spanish', concepts: ['Vocabulary', 'Conjugation'] },
      { name: 'French', concepts: ['Vocabulary', 'Conjugation'] },
    ],
  },
  {
    id: 6,
    name: 'Computer Science',
    topics: [{ name: 'Programming basics', concepts: ['Variables', 'Loops', 'Functions'] }],
  },
  {
    id: 7,
    name: 'Economics',
    topics: [
      { name: 'Microeconomics', concepts: ['Supply and demand', 'Opportunity cost'] },
      { name: 'Personal finance', concepts: ['Budgeting', 'Interest'] },
    ],
  },
  { id: 8, name: 'Music', topics: [{ name: 'Music theory', concepts: ['Scales', 'Chords', 'Rhythm'] }] },
  {
    id: 9,
    name: 'Health',
    topics: [{ name: 'Wellbeing', concepts: ['Sleep', 'Nutrition', 'Exercise'] }],
  },
  {
    id: 10,
    name: 'Art',
    topics: [{ name: 'Art history', concepts: ['Renaissance', 'Impressionism', 'Modern art'] }],
  },
  {
    id: 11,
    name: 'Philosophy',
    topics: [{ name: 'Ethics', concepts: ['Virtue', 'Duty', 'Consequences'] }],
  },
  {
    id: 12,
    name: 'Engineering',
    topics: [{ name: 'Statics', concepts: ['Forces', 'Moments', 'Trusses'] }],
  },
  {
    id: 13,
    name: 'Drama',
    topics: [{ name: 'Stagecraft', concepts: ['Voice', 'Movement', 'Character'] }],
  },
  {
    id: 14,
    name: 'Astronomy',
    topics: [{ name: 'The night sky', concepts: ['Stars', 'Planets', 'Light'] }],
  },
  {
    id: 16,
    name: 'Geology',
    topics: [{ name: 'Rocks and minerals', concepts: ['Igneous rocks', 'Erosion', 'Fossils'] }],
  },
  {
    id: 18,
    name: 'Earth Science',
    topics: [{ name: 'Our planet', concepts: ['Rocks', 'Weather', 'Plate tectonics'] }],
  },
  { id: 26, name: 'Civics', topics: [{ name: 'Government', concepts: ['The census', 'Voting'] }] },
  // The teacher's-students journey's own: no other journey asks about it, so its tutor gets the question.
  {
    id: 28,
    name: 'Oceanography',
    topics: [{ name: 'The oceans', concepts: ['Tides', 'Currents', 'Marine life'] }],
  },
  // The teacher's-activity journey's own: no other journey asks about it, so its tutor gets the question.
  {
    id: 33,
    name: 'Meteorology',
    topics: [{ name: 'Weather', concepts: ['Clouds', 'Fronts', 'Storms'] }],
  },
  // The administrator's-students journey's own: no other journey asks about it, so its tutor gets the question.
  {
    id: 36,
    name: 'Glaciology',
    topics: [{ name: 'Ice', concepts: ['Glaciers', 'Ice ages', 'Sea ice'] }],
  },
  { id: 30, name: 'Test Prep', topics: [{ name: 'SAT', concepts: ['Reading', 'Math'] }] },
  { id: 31, name: 'Homework Help', topics: [{ name: 'General', concepts: ['Study skills'] }] },
];

export const COURSES = [
  { id: 1, name: 'Algebra I', subjects: [1] },
  { id: 2, name: 'English 9', subjects: [3] },
  { id: 3, name: 'Biology', subjects: [2] },
  { id: 4, name: 'World History', subjects: [4] },
  { id: 5, name: 'Grade 4 Reading', subjects: [3] },
];

export const SECTIONS = [
  { id: 1, name: 'Algebra I — Period 1', school: 1, course: 1 },
  { id: 2, name: 'English 9 — Period 3', school: 1, course: 2 },
  { id: 3, name: 'Biology — Period 5', school: 1, course: 3 },
  { id: 4, name: 'World History — Period 2', school: 1, course: 4 },
  { id: 5, name: 'Room 12 Reading', school: 2, course: 5 },
];

export type DemoUser = PersonSpec;

export const PEOPLE: DemoUser[] = [
  {
    username: 'student',
    firstName: 'Ava',
    lastName: 'Martinez',
    email: 'ava.martinez@maplewood.example',
    roles: ['student'],
    school: 1,
    grade: 9,
    sections: [1, 2, 3],
  },
  {
    username: 'newstudent',
    firstName: 'Noah',
    lastName: 'Kim',
    email: 'noah.kim@maplewood.example',
    roles: ['student'],
    school: 1,
    grade: 7,
    isNew: true,
    acceptedAgreement: false,
    sections: [4],
  },
  {
    username: 'student134',
    firstName: 'Liam',
    lastName: 'Chen',
    email: 'liam.chen@harbor.example',
    roles: ['student'],
    school: 134,
    grade: 11,
  },
  {
    username: 'student285',
    firstName: 'Mia',
    lastName: 'Johnson',
    email: null,
    roles: ['student'],
    school: 285,
    grade: 8,
  },
  {
    username: 'canadastudent',
    firstName: 'Olivia',
    lastName: 'Tremblay',
    email: 'olivia.tremblay@lakeshore.example',
    roles: ['student'],
    school: 301,
    grade: 10,
    preferredLanguage: 'fr',
  },
  {
    username: 'northfieldstudent',
    firstName: 'Ethan',
    lastName: 'Brooks',
    email: 'ethan.brooks@northfield.example',
    roles: ['student'],
    school: 402,
    grade: 6,
  },
  {
    username: 'elementarystudent',
    firstName: 'Lily',
    lastName: 'Nguyen',
    email: null,
    roles: ['student'],
    school: 2,
    grade: 4,
    sections: [5],
  },
  {
    username: 'suspended',
    firstName: 'Jake',
    lastName: 'Wilson',
    email: 'jake.wilson@maplewood.example',
    roles: ['student'],
    school: 1,
    grade: 10,
    suspended: true,
  },
  {
    username: 'expired',
    firstName: 'Zoe',
    lastName: 'Adams',
    email: 'zoe.adams@maplewood.example',
    roles: ['student'],
    school: 1,
    grade: 12,
    expired: true,
  },
  {
    username: 'affiliate',
    firstName: 'Riley',
    lastName: 'Fox',
    email: 'riley.fox@partner.example',
    roles: ['affiliate'],
  },
  {
    username: 'teacher',
    firstName: 'Daniel',
    lastName: 'Rivera',
    email: 'daniel.rivera@maplewood.example',
    roles: ['teacher'],
    school: 1,
    schools: [1],
    sections: [1, 2, 3],
  },
  {
    username: 'teacher2',
    firstName: 'Priya',
    lastName: 'Shah',
    email: 'priya.shah@maplewood.example',
    roles: ['teacher'],
    school: 1,
    schools: [1, 2],
    sections: [4, 5],
  },
  {
    username: 'admin',
    firstName: 'Grace',
    lastName: 'Okafor',
    email: 'grace.okafor@riverside.example',
    roles: ['administrator', 'teacher'],
    school: 1,
    schools: [1, 2],
  },
  {
    username: 'district',
    firstName: 'Helen',
    lastName: 'Park',
    email: 'helen.park@riverside.example',
    roles: ['district-manager'],
    district: 1,
    school: 1,
    schools: [1, 2, 134, 285],
  },
  {
    username: 'tutor',
    firstName: 'Sam',
    lastName: 'Patel',
    email: 'sam.patel@lantern.example',
    roles: ['tutor'],
    tutor: { subjects: [1, 2, 30], languages: [1, 4], essayReview: true, maxWeeklyHours: 25 },
  },
  {
    username: 'tutor.lucia',
    firstName: 'Lucía',
    lastName: 'Gómez',
    email: 'lucia.gomez@lantern.example',
    roles: ['tutor'],
    tutor: {
      subjects: [3, 5],
      languages: [1, 2, 4],
      essayReview: true,
      maxWeeklyHours: 30,
      highImpactTutoring: true,
    },
  },
  {
    username: 'tutor.jordan',
    firstName: 'Jordan',
    lastName: 'Lee',
    email: 'jordan.lee@lantern.example',
    roles: ['tutor'],
    tutor: { subjects: [1, 6], languages: [1], essayReview: false, maxWeeklyHours: 20 },
  },
  {
    username: 'tutor.amira',
    firstName: 'Amira',
    lastName: 'Haddad',
    email: 'amira.haddad@lantern.example',
    roles: ['tutor'],
    tutor: { subjects: [2, 4], languages: [1, 2], essayReview: true, maxWeeklyHours: 15, status: 'inactive' },
  },
  {
    // Tutors with no demo shift, for a manager to schedule: Computer Science, Homework Help,
    // Economics and Music, Health.
    username: 'tutor.kai',
    firstName: 'Kai',
    lastName: 'Tanaka',
    email: 'kai.tanaka@lantern.example',
    roles: ['tutor'],
    tutor: { subjects: [6], languages: [1], essayReview: false, maxWeeklyHours: 20 },
  },
  {
    username: 'tutor.noor',
    firstName: 'Noor',
    lastName: 'Rahman',
    email: 'noor.rahman@lantern.example',
    roles: ['tutor'],
    tutor: { subjects: [31], languages: [1], essayReview: false, maxWeeklyHours: 20 },
  },
  {
    username: 'tutor.theo',
    firstName: 'Theo',
    lastName: 'Walsh',
    email: 'theo.walsh@lantern.example',
    roles: ['tutor'],
    tutor: { subjects: [7, 8], languages: [1], essayReview: false, maxWeeklyHours: 20 },
  },
  {
    username: 'tutor.iris',
    firstName: 'Iris',
    lastName: 'Novak',
    email: 'iris.novak@lantern.example',
    roles: ['tutor'],
    tutor: { subjects: [7], languages: [1], essayReview: false, maxWeeklyHours: 20 },
  },
  {
    username: 'tutor.omar',
    firstName: 'Omar',
    lastName: 'Farouk',
    email: 'omar.farouk@lantern.example',
    roles: ['tutor'],
    tutor: { subjects: [9], languages: [1], essayReview: false, maxWeeklyHours: 20 },
  },
  {
    // Late for today's demo shift and never punching into it: the action center's Coverage tab has
    // someone to show. The Coverage journey (the browser tests) punches him into a shift of its own.
    username: 'tutor.ben',
    firstName: 'Ben',
    lastName: 'Okafor',
    email: 'ben.okafor@lantern.example',
    roles: ['tutor'],
    tutor: { subjects: [2], languages: [1], essayReview: false, maxWeeklyHours: 20 },
  },
  {
    username: 'manager',
    firstName: 'Maya',
    lastName: 'Brooks',
    email: 'maya.brooks@lantern.example',
    roles: ['tutor-manager'],
  },
  {
    // A second tutor manager: the action center is watched by several at once.
    username: 'manager.rosa',
    firstName: 'Rosa',
    lastName: 'Diaz',
    email: 'rosa.diaz@lantern.example',
    roles: ['tutor-manager'],
  },
  {
    username: 'superuser',
    firstName: 'Alex',
    lastName: 'Morgan',
    email: 'alex.morgan@lantern.example',
    roles: ['superuser', 'tutor-manager', 'teacher', 'administrator'],
    school: 1,
    schools: [1],
  },
];

const FIRST = [
  'Ella',
  'Mason',
  'Chloe',
  'Lucas',
  'Aria',
  'Leo',
  'Nora',
  'Elijah',
  'Hazel',
  'Mateo',
  'Ivy',
  'Caleb',
  'Sofia',
  'Owen',
  'Layla',
  'Henry',
  'Maya',
  'Wyatt',
  'Zara',
  'Isaac',
];
const LAST = [
  'Garcia',
  'Smith',
  'Brown',
  'Davis',
  'Lopez',
  'Clark',
  'Lewis',
  'Young',
  'Hall',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
  'Hill',
  'Ramirez',
  'Campbell',
];

/** Classmates so that sections and schools show believable counts. */
export function classmates(): DemoUser[] {
  return FIRST.map((first, index) => ({
    username: `${first.toLowerCase()}.${LAST[index]!.toLowerCase()}`,
    firstName: first,
    lastName: LAST[index]!,
    email: null,
    roles: ['student'],
    school: index < 16 ? 1 : 2,
    grade: index < 16 ? 9 + (index % 3) : 4,
    acceptedAgreement: true,
    sections: index < 16 ? [1 + (index % 4), 1 + ((index + 1) % 4)] : [5],
  }));
}
