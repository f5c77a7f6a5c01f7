import type { CategoryPhrases } from './category-phrases.js';

/** Sexual content: blocked. The English list's words are in library-words.ts. */
export const SEXUAL: CategoryPhrases = {
  category: 'sexual',
  phrases: [
    // English, beyond the library's list
    'nudes',
    // The library's own words that its spelling misses: it writes "fingerbang" and "jerkoff", and
    // its doubled letters ("tt", "zz") never survive the repeated-letter rule.
    'buttplug',
    'finger bang',
    'jerk off',
    'jizz',
    'send nudes',
    'horny',
    'sext',
    'sexting',
    'milf',
    'take off your clothes',
    // French
    'sexe',
    'salope',
    'pute',
    'putain',
    'encul*',
    'niquer',
    'nique',
    'nique ta mère',
    'baise-moi',
    'branler',
    'branlette',
    'suce ma bite',
    // Spanish
    'sexo',
    'puta',
    'putas',
    'puto',
    'putita',
    'follar',
    'fóllame',
    'verga',
    'polla',
    'mamada',
    'chúpamela',
    'pajearse',
    'tetas',
  ],
  allowed: [
    // Spanish and French words that begin like the library's "cum" and "anal"
    'cump',
    'anali',
    'analf',
    'analp',
  ],
};
