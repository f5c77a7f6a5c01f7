import type { PrivacyStore } from '@lantern/shared/contracts/privacy';
import type { Locale } from '@lantern/shared/domain/languages/languages';

/** Everything the deletion certificate prints, in each language Lantern speaks. */
export interface CertificateWords {
  title: string;
  request: (id: number) => string;
  student: (id: number) => string;
  school: (name: string, id: number) => string;
  schoolUnnamed: string;
  district: (name: string) => string;
  requestedBy: (id: number, role: string, at: string) => string;
  began: (at: string) => string;
  completed: (at: string) => string;
  students: (count: number) => string;
  removed: string;
  stores: Record<PrivacyStore, string>;
  /** The closing paragraph, already broken into lines that fit the page's width. */
  closing: string[];
}

const en: CertificateWords = {
  title: 'Certificate of deletion',
  request: (id) => `Lantern deletion request no. ${id}`,
  student: (id) => `Student: Lantern id ${id}`,
  school: (name, id) => `School at the end of its contract: ${name} (Lantern id ${id})`,
  schoolUnnamed: 'school',
  district: (name) => `District: ${name}`,
  requestedBy: (id, role, at) => `Requested by: user ${id} (${role}) on ${at}`,
  began: (at) => `Deletion began: ${at}`,
  completed: (at) => `Deletion completed: ${at}`,
  students: (count) => `Students erased: ${count}`,
  removed: 'Removed',
  stores: {
    chat_files: 'Chat files, pictures and voice recordings (file storage)',
    session_messages: 'Chat messages',
    message_reactions: 'Reactions to messages',
    message_bookmarks: 'Bookmarked messages',
    whiteboard_strokes: 'Whiteboard drawings',
    shared_links: 'Shared session links',
    session_handoffs: 'Session handoffs between tutors',
    assessments: "Tutors' session assessments",
    session_reports: 'Session feedback reports',
    incidents: 'Incident reports',
    tutor_comments: "Tutors' notes about the student",
    action_items: 'Action center items',
    content_holds: 'Moderation holds',
    sessions: 'Live help sessions',
    essay_files: 'Essay files and reviewed PDFs (file storage)',
    essay_annotations: 'Essay review comments',
    essay_suggestions: 'AI review suggestions',
    essay_ai_summaries: 'AI essay summaries',
    plagiarism_fingerprints: 'Plagiarism index entries',
    plagiarism_matches: "Quotes in other essays' plagiarism matches",
    essays: 'Essays',
    sign_ins: 'Sign-ins and linked sign-in accounts',
    account_links: 'Password and e-mail links',
    mail_messages: 'E-mails to the student',
    enrolments: 'Section and school enrolments',
    preferences: 'Preferences',
    access_log: 'Access log entries',
    profiles: 'Student profiles (the account kept only as an anonymous id)',
  },
  closing: [
    'Every record above was deleted from the database, and every file from file storage; the',
    "student's account remains only as an anonymous id with no name, address, roster id or",
    'password, so that the audit trail still adds up. Derived data (the plagiarism index and',
    "quotes of the student's essays in other essays' plagiarism matches) was removed with it.",
  ],
};

const fr: CertificateWords = {
  title: 'Certificat de suppression',
  request: (id) => `Demande de suppression Lantern n° ${id}`,
  student: (id) => `Élève : identifiant Lantern ${id}`,
  school: (name, id) => `École en fin de contrat : ${name} (identifiant Lantern ${id})`,
  schoolUnnamed: 'école',
  district: (name) => `District : ${name}`,
  requestedBy: (id, role, at) => `Demandée par : utilisateur ${id} (${role}) le ${at}`,
  began: (at) => `Début de la suppression : ${at}`,
  completed: (at) => `Fin de la suppression : ${at}`,
  students: (count) => `Élèves effacés : ${count}`,
  removed: 'Supprimé',
  stores: {
    chat_files: 'Fichiers, images et messages vocaux du chat (stockage de fichiers)',
    session_messages: 'Messages du chat',
    message_reactions: 'Réactions aux messages',
    message_bookmarks: 'Messages mis en favori',
    whiteboard_strokes: 'Dessins au tableau blanc',
    shared_links: 'Liens de séance partagés',
    session_handoffs: 'Passations de séance entre tuteurs',
    assessments: 'Évaluations de séance des tuteurs',
    session_reports: 'Rapports de retour sur les séances',
    incidents: 'Signalements d’incident',
    tutor_comments: 'Notes des tuteurs sur l’élève',
    action_items: 'Éléments du centre d’actions',
    content_holds: 'Retenues de modération',
    sessions: 'Séances d’aide en direct',
    essay_files: 'Fichiers des textes et PDF corrigés (stockage de fichiers)',
    essay_annotations: 'Commentaires de correction des textes',
    essay_suggestions: 'Suggestions de correction par IA',
    essay_ai_summaries: 'Résumés de textes par IA',
    plagiarism_fingerprints: 'Entrées de l’index anti-plagiat',
    plagiarism_matches: 'Citations dans les correspondances de plagiat d’autres textes',
    essays: 'Textes',
    sign_ins: 'Connexions et comptes de connexion liés',
    account_links: 'Liens de mot de passe et d’e-mail',
    mail_messages: 'E-mails envoyés à l’élève',
    enrolments: 'Inscriptions aux classes et aux écoles',
    preferences: 'Préférences',
    access_log: 'Entrées du journal d’accès',
    profiles: 'Profils d’élève (le compte n’est gardé que comme identifiant anonyme)',
  },
  closing: [
    'Chaque enregistrement ci-dessus a été supprimé de la base de données, et chaque fichier du',
    'stockage de fichiers ; le compte de l’élève ne subsiste que comme identifiant anonyme, sans',
    'nom, adresse, identifiant d’annuaire ni mot de passe, afin que la piste d’audit reste cohérente.',
    'Les données dérivées (l’index anti-plagiat et les citations des textes de l’élève dans les',
    'correspondances de plagiat d’autres textes) ont été supprimées avec elles.',
  ],
};

const es: CertificateWords = {
  title: 'Certificado de eliminación',
  request: (id) => `Solicitud de eliminación de Lantern n.º ${id}`,
  student: (id) => `Estudiante: identificador de Lantern ${id}`,
  school: (name, id) => `Escuela al final de su contrato: ${name} (identificador de Lantern ${id})`,
  schoolUnnamed: 'escuela',
  district: (name) => `Distrito: ${name}`,
  requestedBy: (id, role, at) => `Solicitada por: usuario ${id} (${role}) el ${at}`,
  began: (at) => `Inicio de la eliminación: ${at}`,
  completed: (at) => `Fin de la eliminación: ${at}`,
  students: (count) => `Estudiantes borrados: ${count}`,
  removed: 'Eliminado',
  stores: {
    chat_files: 'Archivos, imágenes y notas de voz del chat (almacenamiento de archivos)',
    session_messages: 'Mensajes del chat',
    message_reactions: 'Reacciones a mensajes',
    message_bookmarks: 'Mensajes guardados',
    whiteboard_strokes: 'Dibujos en la pizarra',
    shared_links: 'Enlaces de sesión compartidos',
    session_handoffs: 'Traspasos de sesión entre tutores',
    assessments: 'Evaluaciones de sesión de los tutores',
    session_reports: 'Informes de comentarios de sesión',
    incidents: 'Informes de incidentes',
    tutor_comments: 'Notas de los tutores sobre el estudiante',
    action_items: 'Elementos del centro de acciones',
    content_holds: 'Retenciones de moderación',
    sessions: 'Sesiones de ayuda en vivo',
    essay_files: 'Archivos de ensayos y PDF revisados (almacenamiento de archivos)',
    essay_annotations: 'Comentarios de revisión de ensayos',
    essay_suggestions: 'Sugerencias de revisión por IA',
    essay_ai_summaries: 'Resúmenes de ensayos por IA',
    plagiarism_fingerprints: 'Entradas del índice antiplagio',
    plagiarism_matches: 'Citas en coincidencias de plagio de otros ensayos',
    essays: 'Ensayos',
    sign_ins: 'Inicios de sesión y cuentas de acceso vinculadas',
    account_links: 'Enlaces de contraseña y correo electrónico',
    mail_messages: 'Correos enviados al estudiante',
    enrolments: 'Inscripciones en secciones y escuelas',
    preferences: 'Preferencias',
    access_log: 'Entradas del registro de accesos',
    profiles: 'Perfiles de estudiante (la cuenta solo se conserva como identificador anónimo)',
  },
  closing: [
    'Cada registro anterior se eliminó de la base de datos, y cada archivo del almacenamiento de',
    'archivos; la cuenta del estudiante solo se conserva como identificador anónimo, sin nombre,',
    'dirección, identificador de matrícula ni contraseña, para que el registro de auditoría cuadre.',
    'Los datos derivados (el índice antiplagio y las citas de los ensayos del estudiante en las',
    'coincidencias de plagio de otros ensayos) se eliminaron con ellos.',
  ],
};

export const CERTIFICATE_WORDS: Record<Locale, CertificateWords> = { en, fr, es };
