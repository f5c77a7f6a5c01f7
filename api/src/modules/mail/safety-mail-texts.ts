import type { Locale } from '@lantern/shared/domain/languages/languages';
import type { MailWords } from './mail-texts.js';

/**
 * What a school's safety contacts are told when a self-harm item escalates. On purpose it carries
 * no student name, no message text and no session: an e-mail leaves Lantern's control (it is
 * forwarded, archived, read on shared phones). The school, the time and a link to the item are
 * enough for the contact to act; the student's identity is given by a Lantern manager over the
 * school's agreed channel, or read through the link by staff with console access.
 */
const ESCALATION: Record<Locale, MailWords> = {
  en: {
    subject: 'Safety alert for {{school}}: a student may be at risk',
    greeting: 'Hello {{name}},',
    lead: [
      'At {{time}}, a message written by a student of {{school}} in a Lantern tutoring session was flagged as a possible risk of self-harm.',
      'No Lantern tutor manager had acknowledged it within {{minutes}} minutes, so you are told as the school’s safety contact.',
    ],
    action: 'Open the alert (Lantern staff)',
    after: [
      'For the student’s privacy this e-mail holds no name and no message. A Lantern manager will give you the details through your school’s agreed channel; reply to this e-mail if you need them sooner.',
    ],
  },
  fr: {
    subject: 'Alerte de sécurité pour {{school}} : un élève est peut-être en danger',
    greeting: 'Bonjour {{name}},',
    lead: [
      'À {{time}}, un message écrit par un élève de {{school}} dans une séance de tutorat Lantern a été signalé comme un possible risque d’automutilation.',
      'Aucun responsable des tuteurs Lantern ne l’avait pris en charge dans les {{minutes}} minutes : vous êtes prévenu·e en tant que contact de sécurité de l’école.',
    ],
    action: 'Ouvrir l’alerte (équipe Lantern)',
    after: [
      'Pour protéger l’élève, cet e-mail ne contient ni nom ni message. Un responsable Lantern vous donnera les détails par le canal convenu avec l’école ; répondez à cet e-mail si vous en avez besoin plus tôt.',
    ],
  },
  es: {
    subject: 'Alerta de seguridad de {{school}}: un estudiante podría estar en riesgo',
    greeting: 'Hola, {{name}}:',
    lead: [
      'A las {{time}}, un mensaje escrito por un estudiante de {{school}} en una sesión de tutoría de Lantern se marcó como posible riesgo de autolesión.',
      'Ningún responsable de tutores de Lantern lo atendió en {{minutes}} minutos, por eso se le avisa como contacto de seguridad de la escuela.',
    ],
    action: 'Abrir la alerta (personal de Lantern)',
    after: [
      'Para proteger al estudiante, este correo no incluye nombres ni mensajes. Un responsable de Lantern le dará los detalles por el canal acordado con la escuela; responda a este correo si los necesita antes.',
    ],
  },
};

/** The same message for a drill: the subject starts "[DRILL]" and the first line says nobody is at risk. */
const DRILL_NOTE: Record<Locale, string> = {
  en: 'THIS IS A DRILL sent by {{sender}} to test the safety alert. No student is at risk; nothing needs to be done.',
  fr: 'CECI EST UN EXERCICE envoyé par {{sender}} pour tester l’alerte de sécurité. Aucun élève n’est en danger ; il n’y a rien à faire.',
  es: 'ESTO ES UN SIMULACRO enviado por {{sender}} para probar la alerta de seguridad. Ningún estudiante está en riesgo; no hay que hacer nada.',
};

const drill = (locale: Locale): MailWords => ({
  ...ESCALATION[locale],
  subject: `[DRILL] ${ESCALATION[locale].subject}`,
  lead: [DRILL_NOTE[locale], ...ESCALATION[locale].lead],
});

export const SAFETY_MAIL_TEXTS = {
  safety_escalation: ESCALATION,
  safety_drill: { en: drill('en'), fr: drill('fr'), es: drill('es') },
} as const satisfies Record<string, Record<Locale, MailWords>>;
