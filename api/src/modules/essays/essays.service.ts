import { ErrorCode } from '@lantern/shared/contracts/errors';
import {
  ESSAYS_PAGE_SIZE,
  type EssayFeedback,
  type EssayList,
  type EssaysQuery,
  type EssayUploadFields,
  type EssayView,
  OTHER_SECTION_ID,
} from '@lantern/shared/contracts/essays';
import type { ReviewedEssay } from '@lantern/shared/contracts/essay-review';
import type { Permission } from '@lantern/shared/domain/access/permissions';
import { REVIEW_TURNAROUND_HOURS } from '@lantern/shared/domain/constants';
import {
  canCancelEssay,
  ESSAY_STATUS,
  essayMatchesFilter,
} from '@lantern/shared/domain/essays/essay-filters';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError, ValidationFailed } from '../../platform/http/app-error.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { LOGGER } from '../../platform/logging/logger.js';
import { AccessService } from '../access/access.service.js';
import { chatFileName } from '../files/file-name.js';
import { FileNotFound, FileStorage } from '../files/file-storage.js';
import { Section } from '../schools/entities/section.entity.js';
import { User } from '../users/entities/user.entity.js';
import { EssayAnnotation } from './entities/essay-annotation.entity.js';
import { Essay } from './entities/essay.entity.js';
import { toReviewedAnnotation } from './essay-review.mapper.js';
import { EssayAnnouncer } from './essay-announcer.js';
import { ESSAY_JOBS } from './essay-jobs.js';
import { EssayFiles, type UploadedPart } from './essay-files.js';
import { EssaysRepository } from './essays.repository.js';
import { toEssayView } from './essays.mapper.js';

const HOUR = 3600;

/** The statuses each review-center filter lists, from the shared rule. */
const statusesOf = (filter: EssaysQuery['filter']) =>
  Object.values(ESSAY_STATUS).filter((status) => essayMatchesFilter(status, filter));

/**
 * The student's side of writing review: hand work in, follow it, withdraw it while nobody has
 * picked it up, download and rate the review. A student only ever reaches their own essays; any
 * other id is "not found", so ids reveal nothing.
 */
@Injectable()
export class EssaysService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(EssaysRepository) private readonly essays: EssaysRepository,
    @Inject(EssayFiles) private readonly files: EssayFiles,
    @Inject(FileStorage) private readonly storage: FileStorage,
    @Inject(EssayAnnouncer) private readonly announcer: EssayAnnouncer,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(AccessService) private readonly access: AccessService,
  ) {}

  async upload(
    auth: AuthContext,
    fields: EssayUploadFields,
    work: readonly UploadedPart[],
    instructions: readonly UploadedPart[],
  ): Promise<EssayView> {
    const student = await this.em.findOneOrFail(User, { id: auth.userId }, { populate: ['school'] });
    if (student.school && !student.school.featuresEssayReview)
      throw new AppError(
        403,
        ErrorCode.essayReviewDisabled,
        'Writing review is not part of your school’s plan',
      );
    if (work.length === 0)
      throw new AppError(400, ErrorCode.uploadNoFile, 'files: choose at least one file with your work', {
        field: 'files',
      });
    const section = await this.sectionFor(auth.userId, fields);
    // One call for both kinds: every file is checked before any is stored.
    const stored = await this.files.accept([...work, ...instructions]);
    const sourceFiles = stored.slice(0, work.length);
    const instructionFiles = stored.slice(work.length);
    const now = this.clock.date();
    const essay = this.em.create(Essay, {
      status: ESSAY_STATUS.PENDING,
      student,
      school: student.school ?? null,
      languageId: fields.language_id,
      section,
      sectionOther: fields.section_id === OTHER_SECTION_ID ? (fields.section_other ?? null) : null,
      submissionType: fields.submission_type,
      title: fields.title,
      details: fields.details,
      createdAt: now,
      // The advertised turnaround; the queue serves the earliest due first.
      dueAt: new Date(now.getTime() + REVIEW_TURNAROUND_HOURS * HOUR * 1000),
      sourceFiles,
      instructionFiles,
      conversionState: 'queued',
      conversionProgress: 0,
    });
    try {
      await this.em.flush();
    } catch (error) {
      await this.files.discard(stored);
      throw error;
    }
    try {
      await this.jobs.send(ESSAY_JOBS.convert, { essayId: essay.id }, { key: String(essay.id) });
    } catch (error) {
      // The essay is saved: the minute's conversion sweep queues it, so the student is not told it failed.
      this.logger.warn({ err: error, essayId: essay.id }, 'could not queue an essay conversion');
    }
    await this.em.populate(essay, ['section', 'tutor']);
    this.announcer.updated(essay, 'submitted');
    return toEssayView(essay);
  }

  async list(auth: AuthContext, query: EssaysQuery): Promise<EssayList> {
    const [found, total] = await this.essays.listFor(
      auth.userId,
      statusesOf(query.filter),
      query.page,
      ESSAYS_PAGE_SIZE,
    );
    return {
      data: found.map(toEssayView),
      meta: {
        pagination: {
          total,
          count: found.length,
          per_page: ESSAYS_PAGE_SIZE,
          current_page: query.page,
          total_pages: Math.max(1, Math.ceil(total / ESSAYS_PAGE_SIZE)),
        },
      },
    };
  }

  async view(auth: AuthContext, id: number): Promise<EssayView> {
    return toEssayView(await this.requireOwn(auth, id));
  }

  async cancel(auth: AuthContext, id: number): Promise<EssayView> {
    const essay = await this.requireOwn(auth, id, 'essay.cancel');
    if (
      !canCancelEssay(essay.status) ||
      !(await this.essays.cancelPending(id, auth.userId, this.clock.date()))
    )
      throw new AppError(
        409,
        ErrorCode.essayAlreadyPickedUp,
        'A tutor has already picked up this essay, so it can no longer be cancelled',
      );
    const cancelled = await this.reload(id);
    this.announcer.updated(cancelled, 'cancelled');
    return toEssayView(cancelled);
  }

  /** The reviewed PDF (with the tutor's annotations once reviews write them); the first download is recorded. */
  async download(auth: AuthContext, id: number): Promise<{ bytes: Buffer; fileName: string }> {
    const essay = await this.requireOwn(auth, id, 'essay.download');
    const key = essay.reviewedPdfKey ?? essay.pdfKey;
    const reviewed = essay.status === ESSAY_STATUS.REVIEWED || essay.status === ESSAY_STATUS.DOWNLOADED;
    if (!reviewed || !key)
      throw new AppError(409, ErrorCode.essayNotReviewed, 'This essay has not been reviewed yet');
    let bytes: Buffer;
    try {
      bytes = await this.storage.get(key);
    } catch (error) {
      if (error instanceof FileNotFound) throw new AppError(404, ErrorCode.notFound, 'No such file');
      throw error;
    }
    if (await this.essays.markDownloaded(id, this.clock.date())) {
      this.announcer.updated(await this.reload(id), 'downloaded');
      this.announcer.navbarChanged(
        auth.userId,
        await this.essays.countWithStatus(auth.userId, ESSAY_STATUS.REVIEWED),
      );
    }
    return {
      bytes,
      // The title as the student wrote it, accents, dashes and scripts kept; only what no file
      // system takes is left out.
      fileName: chatFileName(`${essay.title} (reviewed).pdf`, 'pdf'),
    };
  }

  async rate(auth: AuthContext, id: number, body: EssayFeedback): Promise<EssayView> {
    const essay = await this.requireOwn(auth, id, 'essay.feedback');
    if (essay.status !== ESSAY_STATUS.REVIEWED && essay.status !== ESSAY_STATUS.DOWNLOADED)
      throw new AppError(409, ErrorCode.essayNotReviewed, 'Only a reviewed essay can be rated');
    if (body.summary_rating !== undefined) essay.summaryRating = body.summary_rating;
    if (body.comments_rating !== undefined) essay.commentsRating = body.comments_rating;
    await this.em.flush();
    this.announcer.updated(essay, 'rated');
    return toEssayView(essay);
  }

  /** The reviewed essay with its summary and the comments the tutor did not hide, for the student's view. */
  async reviewed(auth: AuthContext, id: number): Promise<ReviewedEssay> {
    const essay = await this.requireOwn(auth, id);
    if (essay.status !== ESSAY_STATUS.REVIEWED && essay.status !== ESSAY_STATUS.DOWNLOADED)
      throw new AppError(409, ErrorCode.essayNotReviewed, 'This essay has not been reviewed yet');
    const annotations = await this.em.find(
      EssayAnnotation,
      { essay: id, deletedAt: null, hidden: false },
      { orderBy: { pageNumber: 'asc', createdAt: 'asc', id: 'asc' } },
    );
    return {
      essay: toEssayView(essay),
      summary_comment: essay.summaryComment ?? '',
      annotations: annotations.map(toReviewedAnnotation),
      pdf_url: `/api/essays/${id}/pdf`,
      download_url: `/api/essays/${id}/download`,
    };
  }

  /** The essay's PDF as the tutor saw it, without annotations; reading it is not downloading the review. */
  async pdf(auth: AuthContext, id: number): Promise<{ bytes: Buffer; fileName: string }> {
    const essay = await this.requireOwn(auth, id);
    if (!essay.pdfKey) throw new AppError(404, ErrorCode.notFound, 'This essay has no PDF yet');
    try {
      return { bytes: await this.storage.get(essay.pdfKey), fileName: 'essay.pdf' };
    } catch (error) {
      if (error instanceof FileNotFound) throw new AppError(404, ErrorCode.notFound, 'No such file');
      throw error;
    }
  }

  async navbar(auth: AuthContext) {
    return { reviewed_essays: await this.essays.countWithStatus(auth.userId, ESSAY_STATUS.REVIEWED) };
  }

  /** The section chosen must be one of the student's; 0 is the spec's "Other", with its name given. */
  private async sectionFor(studentId: number, fields: EssayUploadFields): Promise<Section | null> {
    if (fields.section_id === undefined || fields.section_id === OTHER_SECTION_ID) return null;
    const section = await this.em.findOne(Section, { id: fields.section_id, users: studentId });
    if (!section)
      throw new ValidationFailed([
        {
          field: 'section_id',
          rule: 'one_of_yours',
          message: 'section_id: must be one of your sections, or 0 for Other',
        },
      ]);
    return section;
  }

  private async requireOwn(
    auth: AuthContext,
    id: number,
    permission: Permission = 'essay.read',
  ): Promise<Essay> {
    await this.access.requireAccess(auth, permission, id);
    return (await this.essays.find(id))!;
  }

  private async reload(id: number): Promise<Essay> {
    this.em.clear();
    const essay = await this.essays.find(id);
    if (!essay) throw new AppError(404, ErrorCode.notFound, 'No such essay');
    return essay;
  }
}
