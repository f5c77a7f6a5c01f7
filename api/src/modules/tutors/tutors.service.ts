import { randomBytes, randomUUID } from 'node:crypto';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { OwnHeadshot } from '@lantern/shared/contracts/profile';
import {
  type CreateTutor,
  HEADSHOT_MAX_BYTES,
  TUTOR_LIST_PAGE_SIZE,
  TUTOR_LIST_SHOW_ALL_LIMIT,
  TUTOR_STATUS,
  type TutorDetail,
  type TutorFields,
  type TutorList,
  type TutorListQuery,
  type UpdateTutor,
} from '@lantern/shared/contracts/tutors-admin';
import type { Permission } from '@lantern/shared/domain/access/permissions';
import { HIDDEN_LANGUAGE_ID } from '@lantern/shared/domain/languages/languages';
import type { EntityName, Primary } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError, ValidationFailed } from '../../platform/http/app-error.js';
import { AccessService } from '../access/access.service.js';
import { AuditService } from '../audit/audit.service.js';
import { PasswordLinks } from '../account/password-links.service.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { Concept } from '../catalog/entities/concept.entity.js';
import { Language } from '../catalog/entities/language.entity.js';
import { Subject } from '../catalog/entities/subject.entity.js';
import { Topic } from '../catalog/entities/topic.entity.js';
import { checkImage } from '../files/chat-image.js';
import { FileNotFound, FileStorage } from '../files/file-storage.js';
import { Tutor } from '../users/entities/tutor.entity.js';
import { User } from '../users/entities/user.entity.js';
import { toTutorDetail, toTutorListRow } from './tutors.mapper.js';
import { TutorsRepository } from './tutors.repository.js';

const HEADSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const HEADSHOT_SIDE_PX = 256;
const LISTED_ROLES = ['tutor', 'tutor-manager'];

/** The id sets of a tutor, each with the table its ids must exist in. */
const ID_SETS = [
  ['languages', 'languages'],
  ['essay_languages', 'languages'],
  ['async_audio_session_languages', 'languages'],
  ['subjects', 'subjects'],
  ['topics', 'topics'],
  ['concepts', 'concepts'],
] as const;

/** What an edit asks of access: every edit edits the account; a new role or status asks more. */
function permissionsFor(input: UpdateTutor): Permission[] {
  return [
    'user.edit',
    ...(input.role === undefined ? [] : ['user.roles.edit' as const]),
    ...(input.status === undefined ? [] : ['user.deactivate' as const]),
  ];
}

/**
 * The managers' tutors screens: the list, one tutor, creating one (with the credentials they
 * sign in with) and editing every field. Each call on one account asks access first: a manager
 * never changes an account holding a role above theirs.
 */
@Injectable()
export class TutorsService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(TutorsRepository) private readonly tutors: TutorsRepository,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(PasswordLinks) private readonly passwordLinks: PasswordLinks,
    @Inject(FileStorage) private readonly storage: FileStorage,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AccessService) private readonly access: AccessService,
  ) {}

  async list(query: TutorListQuery): Promise<TutorList> {
    const perPage = query.showAll ? TUTOR_LIST_SHOW_ALL_LIMIT : TUTOR_LIST_PAGE_SIZE;
    const page = query.showAll ? 1 : query.page;
    const { rows, total } = await this.tutors.page(query, perPage, (page - 1) * perPage);
    const now = this.clock.now();
    const data = rows.map((row) => toTutorListRow(row, now));
    return {
      data,
      meta: {
        pagination: {
          total,
          count: data.length,
          per_page: perPage,
          current_page: page,
          total_pages: Math.max(1, Math.ceil(total / perPage)),
        },
      },
    };
  }

  async one(auth: AuthContext, id: number): Promise<TutorDetail> {
    await this.access.requireAccess(auth, 'user.read', id);
    return this.detail(id);
  }

  async create(auth: AuthContext, input: CreateTutor): Promise<TutorDetail> {
    await this.assertFree(input.username, input.email);
    await this.assertIdsExist(input);
    const user = this.em.create(User, {
      username: input.username,
      email: input.email?.toLowerCase() ?? null,
      // With a link the tutor chooses their own: until then no password opens the account.
      passwordHash:
        input.password === undefined
          ? `!${randomBytes(24).toString('hex')}`
          : await this.hasher.hash(input.password),
      firstName: input.first_name,
      lastName: input.last_name,
      roles: [input.role],
      currentRole: input.role,
      timezone: 'America/New_York',
    });
    const tutor = this.em.create(Tutor, { user, tutorSince: this.clock.date() });
    this.apply(user, tutor, input);
    this.audit.recordFor(auth, 'tutor.created', { username: input.username, role: input.role });
    const link = input.send_password_link ? await this.passwordLinks.queueSetLink(user) : null;
    await this.em.flush();
    if (link) await this.passwordLinks.deliver(link);
    return this.detail(user.id);
  }

  async update(auth: AuthContext, id: number, input: UpdateTutor): Promise<TutorDetail> {
    for (const permission of permissionsFor(input)) await this.access.requireAccess(auth, permission, id);
    const { user, tutor: found } = await this.load(id);
    if (input.role && input.role !== toTutorDetail(user, found, null).role && id === auth.userId)
      throw new AppError(403, ErrorCode.forbidden, 'You cannot change your own role');
    if (input.email && input.email.toLowerCase() !== user.email) await this.assertFree(null, input.email);
    await this.assertIdsExist(input);
    const tutor = found ?? this.em.create(Tutor, { user, tutorSince: user.createdAt });
    this.apply(user, tutor, input);
    this.audit.recordFor(auth, 'tutor.updated', { tutor_id: id, fields: Object.keys(input) });
    await this.em.flush();
    return this.detail(id);
  }

  /** A manager replacing a tutor's headshot. */
  async setHeadshot(auth: AuthContext, id: number, bytes: Buffer | undefined): Promise<TutorDetail> {
    await this.access.requireAccess(auth, 'user.edit', id);
    await this.storeHeadshot(auth, id, bytes);
    return this.detail(id);
  }

  /** A tutor's own headshot, from settings: theirs only, never someone's viewed as. */
  async setOwnHeadshot(auth: AuthContext, bytes: Buffer | undefined): Promise<OwnHeadshot> {
    if (auth.impersonator)
      throw new AppError(
        403,
        ErrorCode.forbidden,
        "You cannot change someone's headshot while viewing as them",
      );
    await this.storeHeadshot(auth, auth.userId, bytes);
    return this.ownHeadshot(auth);
  }

  async ownHeadshot(auth: AuthContext): Promise<OwnHeadshot> {
    const { tutor } = await this.load(auth.userId);
    return { profile_image: await this.headshot(tutor) };
  }

  /** Kept as a small square WebP, judged by its bytes: PNG, JPEG or WebP, at most 2 MB. */
  private async storeHeadshot(auth: AuthContext, id: number, bytes: Buffer | undefined): Promise<void> {
    const { user, tutor: found } = await this.load(id);
    if (!bytes?.length) throw new AppError(400, ErrorCode.uploadEmpty, 'Choose a picture for the headshot');
    if (bytes.length > HEADSHOT_MAX_BYTES)
      throw new AppError(413, ErrorCode.uploadTooLarge, 'A headshot can be at most 2 MB', {
        limit_bytes: HEADSHOT_MAX_BYTES,
        size_bytes: bytes.length,
      });
    const detected = await fileTypeFromBuffer(bytes);
    if (!detected || !HEADSHOT_TYPES.includes(detected.mime))
      throw new AppError(415, ErrorCode.uploadTypeRefused, 'A headshot must be a PNG, JPEG or WebP picture', {
        mime: detected?.mime ?? null,
      });
    const check = await checkImage(bytes);
    if (check.outcome !== 'ok')
      throw new AppError(422, ErrorCode.uploadImageUnreadable, 'This picture cannot be read or is too large');
    const square = await sharp(bytes, { autoOrient: true })
      .resize(HEADSHOT_SIDE_PX, HEADSHOT_SIDE_PX, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
    const uuid = randomUUID();
    const key = `headshots/${uuid.slice(0, 2)}/${uuid}.webp`;
    await this.storage.put(key, square, 'image/webp');
    const tutor = found ?? this.em.create(Tutor, { user, tutorSince: user.createdAt });
    const previous = tutor.profileImageKey;
    tutor.profileImageKey = key;
    this.audit.recordFor(auth, 'tutor.headshot.replaced', { tutor_id: id });
    await this.em.flush();
    if (previous) await this.storage.delete(previous);
  }

  private async detail(id: number): Promise<TutorDetail> {
    const { user, tutor } = await this.load(id);
    return toTutorDetail(user, tutor, await this.headshot(tutor));
  }

  private async load(id: number): Promise<{ user: User; tutor: Tutor | null }> {
    const tutor = await this.tutors.findTutor(id);
    const user = tutor?.user ?? (await this.em.findOne(User, { id }));
    if (!user || !user.roles.some((role) => LISTED_ROLES.includes(role)))
      throw new AppError(404, ErrorCode.notFound, 'No tutor has this id');
    return { user, tutor };
  }

  private async headshot(tutor: Tutor | null): Promise<string | null> {
    if (!tutor?.profileImageKey) return null;
    try {
      const bytes = await this.storage.get(tutor.profileImageKey);
      return `data:image/webp;base64,${bytes.toString('base64')}`;
    } catch (error) {
      if (error instanceof FileNotFound) return null;
      throw error;
    }
  }

  private async assertFree(username: string | null, email: string | null): Promise<void> {
    const or: object[] = [];
    if (username) or.push({ username }, { email: username });
    if (email) or.push({ email: email.toLowerCase() }, { username: email.toLowerCase() });
    const taken = or.length ? await this.em.findOne(User, { $or: or }) : null;
    if (!taken) return;
    const field =
      username && (taken.username === username || taken.email === username) ? 'username' : 'email';
    throw new AppError(409, ErrorCode.conflict, `${field}: another account already uses it`, {
      issues: [{ field, rule: 'unique', message: `${field}: another account already uses it` }],
    });
  }

  private async assertIdsExist(input: Partial<TutorFields>): Promise<void> {
    const issues = [];
    for (const [field, table] of ID_SETS) {
      const ids = [...new Set(input[field] ?? [])];
      if (ids.length === 0) continue;
      if ((await this.tutors.countExisting(table, ids)) !== ids.length)
        issues.push({ field, rule: 'exists', message: `${field}: holds an id that does not exist` });
    }
    if (input.essay_languages?.includes(HIDDEN_LANGUAGE_ID))
      issues.push({
        field: 'essay_languages',
        rule: 'essay_language',
        message: 'essay_languages: essays are not reviewed in this language',
      });
    if (issues.length) throw new ValidationFailed(issues);
  }

  private apply(user: User, tutor: Tutor, input: Partial<TutorFields>): void {
    if (input.first_name !== undefined) user.firstName = input.first_name;
    if (input.last_name !== undefined) user.lastName = input.last_name;
    if (input.email !== undefined) user.email = input.email?.toLowerCase() ?? null;
    if (input.role !== undefined) {
      const others = user.roles.filter((role) => !LISTED_ROLES.includes(role));
      user.roles = [...others, input.role];
      if (LISTED_ROLES.includes(user.currentRole) && user.currentRole !== input.role)
        user.currentRole = input.role;
    }
    if (input.status !== undefined)
      tutor.status = input.status === TUTOR_STATUS.ACTIVE ? 'active' : 'inactive';
    if (input.max_weekly_hours !== undefined) tutor.maxWeeklyHours = input.max_weekly_hours;
    if (input.essay_review !== undefined) tutor.essayReview = input.essay_review;
    if (input.high_impact_tutoring !== undefined) tutor.highImpactTutoring = input.high_impact_tutoring;
    if (input.adp_number !== undefined) tutor.adpNumber = input.adp_number || null;
    if (input.employment_country_code !== undefined)
      tutor.employmentCountryCode = input.employment_country_code;
    if (input.employment_region_code !== undefined) tutor.employmentRegionCode = input.employment_region_code;
    if (input.is_us_ca_fingerprinted !== undefined) tutor.isUsCaFingerprinted = input.is_us_ca_fingerprinted;
    if (input.languages) tutor.languages.set(this.references(Language, input.languages));
    if (input.essay_languages) tutor.essayLanguages.set(this.references(Language, input.essay_languages));
    if (input.async_audio_session_languages)
      tutor.asyncAudioSessionLanguages.set(this.references(Language, input.async_audio_session_languages));
    if (input.subjects) tutor.subjects.set(this.references(Subject, input.subjects));
    if (input.topics) tutor.topics.set(this.references(Topic, input.topics));
    if (input.concepts) tutor.concepts.set(this.references(Concept, input.concepts));
  }

  private references<E extends object>(entity: EntityName<E>, ids: number[]): E[] {
    return [...new Set(ids)].map((id) => this.em.getReference(entity, id as Primary<E>));
  }
}
