import { describe, expect, it } from 'vitest';
import {
  MATCH_THRESHOLD,
  type MatcherSubject,
  matchQuestion,
  normaliseText,
  tokenise,
} from './question-matcher.js';

// The demo world's catalogue: broad subjects, narrow topics, a few concepts each.
const MATH = 1;
const SCIENCE = 2;
const ENGLISH = 3;
const SOCIAL_STUDIES = 4;
const WORLD_LANGUAGES = 5;
const topic = (id: number, name: string, concepts: string[]) => ({ id, name, concepts });
const CATALOGUE: MatcherSubject[] = [
  {
    id: MATH,
    name: 'Math',
    topics: [
      topic(11, 'Algebra', ['Linear equations', 'Inequalities', 'Quadratics', 'Functions']),
      topic(12, 'Geometry', ['Angles', 'Triangles', 'Area and volume', 'Proofs']),
      topic(13, 'Calculus', ['Limits', 'Derivatives', 'Integrals']),
      topic(14, 'Statistics', ['Mean and median', 'Probability', 'Distributions']),
    ],
  },
  {
    id: SCIENCE,
    name: 'Science',
    topics: [
      topic(21, 'Biology', ['Cells', 'Genetics', 'Ecology']),
      topic(22, 'Chemistry', ['Atoms', 'Reactions', 'Stoichiometry']),
      topic(23, 'Physics', ['Motion', 'Forces', 'Energy', 'Waves']),
    ],
  },
  {
    id: ENGLISH,
    name: 'English',
    topics: [
      topic(31, 'Essay writing', ['Thesis statements', 'Paragraph structure', 'Citations']),
      topic(32, 'Grammar', ['Punctuation', 'Verb tenses', 'Sentence structure']),
      topic(33, 'Reading comprehension', ['Main idea', 'Inference', 'Theme']),
    ],
  },
  {
    id: SOCIAL_STUDIES,
    name: 'Social Studies',
    topics: [
      topic(41, 'US History', ['Founding era', 'Civil War', 'Civil rights movement']),
      topic(42, 'World History', ['Ancient civilizations', 'World wars']),
      topic(43, 'Geography', ['Maps', 'Climate regions']),
    ],
  },
  {
    id: WORLD_LANGUAGES,
    name: 'World Languages',
    topics: [
      topic(51, 'Spanish', ['Vocabulary', 'Conjugation']),
      topic(52, 'French', ['Vocabulary', 'Conjugation']),
    ],
  },
  {
    id: 6,
    name: 'Computer Science',
    topics: [topic(61, 'Programming basics', ['Variables', 'Loops', 'Functions'])],
  },
  { id: 30, name: 'Test Prep', topics: [topic(301, 'SAT', ['Reading', 'Math'])] },
  { id: 31, name: 'Homework Help', topics: [topic(311, 'General', ['Study skills'])] },
];

const match = (question: string) => matchQuestion(question, CATALOGUE);
const subjectOf = (question: string) => {
  const result = match(question);
  return result.kind === 'matched' ? result.subject_id : null;
};
const topicOf = (question: string) => {
  const result = match(question);
  return result.kind === 'matched' ? result.topic_id : undefined;
};

describe('matchQuestion with English questions', () => {
  it('should send written maths to Math, without guessing among its topics', () => {
    expect(match('How do I solve 2x + 5 = 13?')).toEqual({
      kind: 'matched',
      subject_id: MATH,
      topic_id: null,
      score: 2,
    });
  });

  it('should pick the topic whose concept the question names', () => {
    expect(subjectOf('What is the area of a triangle with a base of 6 cm?')).toBe(MATH);
    expect(topicOf('What is the area of a triangle with a base of 6 cm?')).toBe(12);
    expect(topicOf('I do not understand linear equations at all')).toBe(11);
  });

  it('should find biology under Science although the student never says "science"', () => {
    expect(match('What happens to the cells during photosynthesis?')).toMatchObject({
      subject_id: SCIENCE,
      topic_id: 21,
    });
  });

  it('should send essay questions to English, topic Essay writing', () => {
    expect(match('Can you help me write a thesis statement for my essay?')).toMatchObject({
      subject_id: ENGLISH,
      topic_id: 31,
    });
  });

  it('should read "French Revolution" as history, not as the French language', () => {
    expect(subjectOf('What were the main causes of the French Revolution?')).toBe(SOCIAL_STUDIES);
  });

  it('should read "World War" as history, not as World Languages', () => {
    expect(match('Why did World War I start?')).toMatchObject({ subject_id: SOCIAL_STUDIES, topic_id: 42 });
  });
});

describe('matchQuestion with French questions', () => {
  it('should recognise an equation', () => {
    expect(subjectOf("Comment résoudre l'équation 3x - 4 = 11 ?")).toBe(MATH);
  });

  it('should recognise photosynthesis with or without its accent', () => {
    expect(match("C'est quoi la photosynthèse ?")).toMatchObject({ subject_id: SCIENCE, topic_id: 21 });
    expect(subjectOf('PHOTOSYNTHESE des plantes')).toBe(SCIENCE);
  });

  it('should prefer history for a dissertation about the Revolution', () => {
    // "dissertation" points to writing once; "révolution" and "révolution française" to history twice.
    expect(subjectOf('Je dois écrire une dissertation sur la Révolution française')).toBe(SOCIAL_STUDIES);
  });

  it('should not read the French pronoun "celles" as cells', () => {
    expect(match('Celles-ci sont pour demain')).toEqual({ kind: 'unable' });
  });
});

describe('matchQuestion with Spanish questions', () => {
  it('should recognise an equation in the plural', () => {
    expect(subjectOf('No entiendo las ecuaciones de segundo grado')).toBe(MATH);
  });

  it('should recognise photosynthesis and cells', () => {
    expect(match('¿Qué es la fotosíntesis y por qué la necesitan las células?')).toMatchObject({
      subject_id: SCIENCE,
      topic_id: 21,
    });
  });

  it('should send an essay to English without guessing its topic', () => {
    expect(match('Necesito ayuda con mi ensayo, no sé cómo escribir la tesis')).toMatchObject({
      subject_id: ENGLISH,
      topic_id: null,
    });
  });

  it('should recognise the French Revolution in Spanish', () => {
    expect(subjectOf('¿Cuáles fueron las causas de la Revolución Francesa?')).toBe(SOCIAL_STUDIES);
  });
});

describe('matchQuestion when it cannot tell', () => {
  it('should be unable with an empty question or no subjects', () => {
    expect(match('')).toEqual({ kind: 'unable' });
    expect(match('   ')).toEqual({ kind: 'unable' });
    expect(matchQuestion('What is photosynthesis?', [])).toEqual({ kind: 'unable' });
  });

  it('should be unable when nothing in the question is recognised', () => {
    expect(match('hi')).toEqual({ kind: 'unable' });
    expect(match('Can you help me with my homework for tomorrow?')).toEqual({ kind: 'unable' });
  });

  it('should match at exactly the threshold: one recognised word', () => {
    expect(MATCH_THRESHOLD).toBe(2);
    expect(match('What is photosynthesis?')).toMatchObject({ kind: 'matched', score: MATCH_THRESHOLD });
  });

  it('should never propose subject 31, even when it is the only one that fits', () => {
    const homework = { id: 31, name: 'Homework Help', topics: [], keywords: ['worksheet'] };
    expect(matchQuestion('my worksheet', [homework])).toEqual({ kind: 'unable' });
    expect(matchQuestion('my worksheet', [{ ...homework, id: 32 }])).toMatchObject({ subject_id: 32 });
  });
});

describe('matchQuestion scoring', () => {
  it('should use a subject’s own keywords', () => {
    const robotics = { id: 40, name: 'Robotics', topics: [], keywords: ['arduino', 'servo motor'] };
    expect(matchQuestion('My Arduino will not turn the servo motors', [robotics])).toEqual({
      kind: 'matched',
      subject_id: 40,
      topic_id: null,
      score: 4,
    });
  });

  it('should weigh a subject named in the question above a single keyword', () => {
    const subjects = [
      { id: 1, name: 'Biology', topics: [] },
      { id: 2, name: 'Chemistry', topics: [] },
    ];
    // "chemistry" (name 3 + keyword 2) beats "cell" (keyword 2).
    expect(matchQuestion('A chemistry question about a cell', subjects)).toMatchObject({
      subject_id: 2,
      score: 5,
    });
  });

  it('should count a word once however often it is repeated', () => {
    expect(match('equation equation equation')).toMatchObject({ subject_id: MATH, score: 2 });
  });

  it('should give equal scores to the subject listed first', () => {
    const first = { id: 7, name: 'Algebra I', topics: [] };
    const second = { id: 8, name: 'Geometry', topics: [] };
    expect(matchQuestion('a fraction', [first, second])).toMatchObject({ subject_id: 7 });
    expect(matchQuestion('a fraction', [second, first])).toMatchObject({ subject_id: 8 });
  });
});

describe('text normalisation', () => {
  it('should drop accents and case, and split on anything but letters and digits', () => {
    expect(normaliseText('Équation À RÉSOUDRE')).toBe('equation a resoudre');
    expect(tokenise("l'équation: 3x-4=11, ¿sí?")).toEqual(['l', 'equation', '3x', '4', '11', 'si']);
    expect(tokenise('')).toEqual([]);
  });
});
