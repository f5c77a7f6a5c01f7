import type { Locale } from '@lantern/shared/domain/languages/languages';
import { SAFETY_MAIL_TEXTS } from './safety-mail-texts.js';

/** What each kind of message says, in each language Lantern speaks. */
export type MailKind =
  | 'password_reset'
  | 'password_set'
  | 'email_change'
  | 'password_changed'
  | 'teacher_nudge'
  | keyof typeof SAFETY_MAIL_TEXTS;

export interface MailWords {
  subject: string;
  greeting: string;
  /** The paragraphs before the link's button. */
  lead: string[];
  /** The button's words; absent for a message that carries no link. */
  action?: string;
  /** The paragraphs after it. */
  after: string[];
}

/** `{{name}}`-style values each message fills in. */
export type MailValues = Record<string, string | number>;

const SIGNATURE: Record<Locale, string> = {
  en: 'The Lantern team',
  fr: 'L’équipe Lantern',
  es: 'El equipo de Lantern',
};

export const MAIL_TEXTS: Record<MailKind, Record<Locale, MailWords>> = {
  password_reset: {
    en: {
      subject: 'Reset your Lantern password',
      greeting: 'Hi {{name}},',
      lead: ['Someone asked to reset the password of your Lantern account ({{username}}).'],
      action: 'Choose a new password',
      after: [
        'The link works once, for {{minutes}} minutes. Choosing a new password signs you out everywhere else.',
        'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
      ],
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe Lantern',
      greeting: 'Bonjour {{name}},',
      lead: ['Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Lantern ({{username}}).'],
      action: 'Choisir un nouveau mot de passe',
      after: [
        'Le lien ne sert qu’une fois, pendant {{minutes}} minutes. Choisir un nouveau mot de passe vous déconnecte partout ailleurs.',
        'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe ne change pas.',
      ],
    },
    es: {
      subject: 'Restablece tu contraseña de Lantern',
      greeting: 'Hola, {{name}}:',
      lead: ['Alguien pidió restablecer la contraseña de tu cuenta de Lantern ({{username}}).'],
      action: 'Elegir una contraseña nueva',
      after: [
        'El enlace funciona una sola vez, durante {{minutes}} minutos. Al elegir una contraseña nueva se cierran tus otras sesiones.',
        'Si no lo pediste, puedes ignorar este correo: tu contraseña no cambia.',
      ],
    },
  },
  password_set: {
    en: {
      subject: 'Set your Lantern password',
      greeting: 'Hi {{name}},',
      lead: [
        'Your Lantern account is ready. Your username is {{username}}.',
        'Choose your own password to start using it.',
      ],
      action: 'Set my password',
      after: ['The link works once, for {{days}} days. If it has expired, ask for a new one.'],
    },
    fr: {
      subject: 'Choisissez votre mot de passe Lantern',
      greeting: 'Bonjour {{name}},',
      lead: [
        'Votre compte Lantern est prêt. Votre nom d’utilisateur est {{username}}.',
        'Choisissez votre propre mot de passe pour commencer.',
      ],
      action: 'Choisir mon mot de passe',
      after: ['Le lien ne sert qu’une fois, pendant {{days}} jours. S’il a expiré, demandez-en un nouveau.'],
    },
    es: {
      subject: 'Elige tu contraseña de Lantern',
      greeting: 'Hola, {{name}}:',
      lead: [
        'Tu cuenta de Lantern está lista. Tu nombre de usuario es {{username}}.',
        'Elige tu propia contraseña para empezar a usarla.',
      ],
      action: 'Elegir mi contraseña',
      after: ['El enlace funciona una sola vez, durante {{days}} días. Si caducó, pide uno nuevo.'],
    },
  },
  email_change: {
    en: {
      subject: 'Confirm your new e-mail address for Lantern',
      greeting: 'Hi {{name}},',
      lead: ['Please confirm that {{email}} is the new e-mail address of your Lantern account.'],
      action: 'Confirm this address',
      after: [
        'Until you do, Lantern keeps writing to your previous address. The link works for {{hours}} hours.',
        'If you did not ask for this, ignore this e-mail.',
      ],
    },
    fr: {
      subject: 'Confirmez votre nouvelle adresse e-mail pour Lantern',
      greeting: 'Bonjour {{name}},',
      lead: ['Confirmez que {{email}} est la nouvelle adresse e-mail de votre compte Lantern.'],
      action: 'Confirmer cette adresse',
      after: [
        'D’ici là, Lantern écrit toujours à votre adresse précédente. Le lien fonctionne pendant {{hours}} heures.',
        'Si vous n’avez rien demandé, ignorez cet e-mail.',
      ],
    },
    es: {
      subject: 'Confirma tu nuevo correo electrónico para Lantern',
      greeting: 'Hola, {{name}}:',
      lead: ['Confirma que {{email}} es el nuevo correo electrónico de tu cuenta de Lantern.'],
      action: 'Confirmar este correo',
      after: [
        'Hasta entonces, Lantern sigue escribiendo a tu correo anterior. El enlace funciona durante {{hours}} horas.',
        'Si no lo pediste, ignora este correo.',
      ],
    },
  },
  password_changed: {
    en: {
      subject: 'Your Lantern password was changed',
      greeting: 'Hi {{name}},',
      lead: [
        'The password of your Lantern account ({{username}}) was just changed, and your other sign-ins were ended.',
      ],
      after: [
        'If this was not you, reset your password from the sign-in page now and tell your school administrator.',
      ],
    },
    fr: {
      subject: 'Votre mot de passe Lantern a été modifié',
      greeting: 'Bonjour {{name}},',
      lead: [
        'Le mot de passe de votre compte Lantern ({{username}}) vient d’être modifié, et vos autres connexions ont été fermées.',
      ],
      after: [
        'Si ce n’était pas vous, réinitialisez votre mot de passe depuis la page de connexion et prévenez l’administrateur de votre école.',
      ],
    },
    es: {
      subject: 'Se cambió tu contraseña de Lantern',
      greeting: 'Hola, {{name}}:',
      lead: [
        'Se acaba de cambiar la contraseña de tu cuenta de Lantern ({{username}}) y se cerraron tus otras sesiones.',
      ],
      after: [
        'Si no fuiste tú, restablece tu contraseña desde la página de inicio de sesión y avisa al administrador de tu escuela.',
      ],
    },
  },
  teacher_nudge: {
    en: {
      subject: '{{teacher}} invites you to try Lantern',
      greeting: 'Hi {{name}},',
      lead: [
        'Your teacher {{teacher}} would like you to try Lantern: a tutor can help you with homework in a live chat, and you can send an essay to get a tutor’s review.',
      ],
      action: 'Open Lantern',
      after: ['Sign in with your school account ({{username}}).'],
    },
    fr: {
      subject: '{{teacher}} vous invite à essayer Lantern',
      greeting: 'Bonjour {{name}},',
      lead: [
        'Votre enseignant·e {{teacher}} aimerait que vous essayiez Lantern : un tuteur peut vous aider dans vos devoirs par chat en direct, et vous pouvez envoyer un texte pour qu’un tuteur le relise.',
      ],
      action: 'Ouvrir Lantern',
      after: ['Connectez-vous avec votre compte scolaire ({{username}}).'],
    },
    es: {
      subject: '{{teacher}} te invita a probar Lantern',
      greeting: 'Hola, {{name}}:',
      lead: [
        'Tu docente {{teacher}} quiere que pruebes Lantern: un tutor puede ayudarte con la tarea en un chat en vivo y puedes enviar un ensayo para que un tutor lo revise.',
      ],
      action: 'Abrir Lantern',
      after: ['Inicia sesión con tu cuenta escolar ({{username}}).'],
    },
  },
  ...SAFETY_MAIL_TEXTS,
};

export function signature(locale: Locale): string {
  return SIGNATURE[locale];
}
