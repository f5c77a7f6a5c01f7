import type { CategoryPhrases } from './category-phrases.js';

/** Slurs and hateful slogans: blocked. The English list's slurs are in library-words.ts. */
export const HATE: CategoryPhrases = {
  category: 'hate',
  phrases: [
    // English, beyond the library's list ("retard" is here so that French "en retard" is not)
    'retard',
    'retards',
    'retarded',
    'paki',
    'spic',
    'wetback',
    'beaner',
    'gook',
    'raghead',
    'towelhead',
    'heil hitler',
    'white power',
    'gas the jews',
    // French
    'sale arabe',
    'sale noir',
    'sale juif',
    'sale nègre',
    'nègre',
    'bougnoule',
    'youpin',
    'bicot',
    'pédé',
    'gouine',
    // Spanish
    'sudaca',
    'maricón',
    'marica',
    'negrata',
  ],
  allowed: [
    // French "late"
    'en retard',
    'de retard',
    'du retard',
    'un retard',
    'le retard',
    'mon retard',
    'ton retard',
    'son retard',
    'sans retard',
  ],
};
