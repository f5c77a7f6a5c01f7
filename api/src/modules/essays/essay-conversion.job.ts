import type { EssayConversion } from '@lantern/shared/contracts/essays';
import { ESSAY_STATUS } from '@lantern/shared/domain/essays/essay-filters';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { JobHandler, type JobRun } from '../../platform/jobs/job-handler.decorator.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { HeavyWorkRefused } from '../../platform/workers/heavy-work.js';
import { FileStorage } from '../files/file-storage.js';
import type { Essay, StoredEssayFile } from './entities/essay.entity.js';
import { EssayAnnouncer } from './essay-announcer.js';
import { EssayPlagiarism } from './essay-plagiarism.js';
import { ESSAY_JOBS } from './essay-jobs.js';
import { EssaysRepository } from './essays.repository.js';
import { LibreOffice, WordConversionError } from './libreoffice.js';
import { EssayPdfs } from './pdf/essay-pdfs.js';
import { UnreadableImageError } from './pdf/images-to-pdf.js';
import { UnreadablePdfError } from './pdf/merge-pdfs.js';

/** A conversion that cannot succeed however often it is tried: the student is told why. */
class ConversionRefused extends Error {}

/** Thrown when the essay was withdrawn while it converted: nothing is stored. */
class ConversionWithdrawn extends Error {}

/** A PDF built to overload the server (a page that inflates to gigabytes) ends here, as does a merely huge one. */
const tooHeavy = (refused: HeavyWorkRefused) =>
  `Lantern stopped reading your files because ${refused.message}; check that your PDF opens normally, or try a smaller file`;

/** The last tenth of the progress is the merge and the store. */
const FILES_SHARE = 90;
/** How often a running conversion looks whether its essay was withdrawn (on any instance). */
const WITHDRAWAL_CHECK_MS = 1000;

/**
 * Turns an essay's files into the one PDF its tutor reviews, outside the upload request: PDFs as
 * they are, Word files through LibreOffice, images each on a page; then one merged PDF stored
 * through FileStorage. The student sees the progress live; a run past the time limit, or a file
 * that cannot be read, fails the conversion with the reason. Only then (converted) does the essay
 * enter the tutors' queue. Up to ESSAY_CONVERSIONS_AT_ONCE run side by side on each instance.
 *
 * A student may withdraw the essay while it converts, on whichever instance: the run reads the
 * essay's status every second (the simplest signal that crosses instances and survives a lost
 * notification), kills LibreOffice at once and stores nothing.
 */
@Injectable()
export class EssayConversionJob {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EssaysRepository) private readonly essays: EssaysRepository,
    @Inject(FileStorage) private readonly storage: FileStorage,
    @Inject(LibreOffice) private readonly libreOffice: LibreOffice,
    @Inject(EssayAnnouncer) private readonly announcer: EssayAnnouncer,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(EssayPlagiarism) private readonly plagiarism: EssayPlagiarism,
    @Inject(EssayPdfs) private readonly pdfs: EssayPdfs,
  ) {}

  /** Queues what an upload could not; a conversion already queued or done is not queued again (keyed). */
  @JobHandler(ESSAY_JOBS.conversionSweep, { every: '* * * * *' })
  async queueMissed({ now }: JobRun): Promise<void> {
    for (const essayId of await this.essays.queuedBefore(new Date((now - 60) * 1000)))
      await this.jobs.send(ESSAY_JOBS.convert, { essayId }, { key: String(essayId) });
  }

  @JobHandler(ESSAY_JOBS.convert, { concurrency: (config) => config.essayConversion.atOnce })
  async convert({ data }: JobRun<{ essayId: number }>): Promise<void> {
    const essay = await this.essays.find(data.essayId);
    // Delivered again after it finished, or withdrawn meanwhile: nothing to do.
    if (!essay || essay.conversionState === 'converted' || essay.status === ESSAY_STATUS.CANCELLED) return;
    const withdrawn = this.watchWithdrawal(essay.id);
    try {
      await this.run(essay, withdrawn.signal);
    } catch (error) {
      if (!(error instanceof ConversionWithdrawn)) throw error;
    } finally {
      withdrawn.stop();
    }
  }

  private async run(essay: Essay, withdrawn: AbortSignal): Promise<void> {
    // Wall time, not the app's Clock: this limits how long processes run, it is no business rule.
    const deadline = Date.now() + this.config.essayConversion.timeoutMs;
    await this.progress(essay, 'converting', 0);
    try {
      const pdfs: Uint8Array[] = [];
      for (const [index, file] of essay.sourceFiles.entries()) {
        pdfs.push(await this.toPdf(file, deadline, withdrawn));
        await this.progress(
          essay,
          'converting',
          Math.round(((index + 1) / essay.sourceFiles.length) * FILES_SHARE),
        );
      }
      const merged = await this.merge(essay.sourceFiles, pdfs);
      if (withdrawn.aborted) throw new ConversionWithdrawn();
      const key = `essays/${essay.id}/essay.pdf`;
      await this.storage.put(key, Buffer.from(merged), 'application/pdf');
      essay.pdfKey = key;
      // Checked before the essay enters the queue, so its tutor always sees the result.
      await this.plagiarism.check(essay, await this.pdfs.text(merged));
      essay.conversionState = 'converted';
      essay.conversionProgress = 100;
      essay.conversionError = null;
      await this.em.flush();
      this.announcer.updated(essay, 'converted');
    } catch (error) {
      const refused = error instanceof HeavyWorkRefused ? new ConversionRefused(tooHeavy(error)) : error;
      if (!(refused instanceof ConversionRefused)) throw error;
      essay.conversionState = 'failed';
      essay.conversionError = refused.message;
      await this.em.flush();
      this.announcer.updated(essay, 'conversion_failed');
    }
  }

  /** Aborts once the essay is found withdrawn; `stop` ends the watch. */
  private watchWithdrawal(essayId: number): { signal: AbortSignal; stop(): void } {
    const controller = new AbortController();
    let checking = false;
    const timer = setInterval(() => {
      if (checking) return;
      checking = true;
      this.essays
        .isCancelled(essayId)
        .then((cancelled) => {
          if (cancelled) controller.abort();
        })
        // A failed look is tried again a second later; the conversion itself goes on.
        .catch(() => undefined)
        .finally(() => {
          checking = false;
        });
    }, WITHDRAWAL_CHECK_MS);
    return { signal: controller.signal, stop: () => clearInterval(timer) };
  }

  private async toPdf(file: StoredEssayFile, deadline: number, withdrawn: AbortSignal): Promise<Uint8Array> {
    const bytes = await this.storage.get(file.key);
    if (file.kind === 'pdf') return bytes;
    if (file.kind === 'image') {
      try {
        return await this.pdfs.fromImages([bytes]);
      } catch (error) {
        if (error instanceof UnreadableImageError)
          throw new ConversionRefused(`${file.file_name} could not be read as an image; it may be damaged`);
        throw error;
      }
    }
    const left = deadline - Date.now();
    if (left <= 0) throw new ConversionRefused(this.tooLong());
    try {
      return await this.libreOffice.toPdf(bytes, left, withdrawn);
    } catch (error) {
      if (!(error instanceof WordConversionError)) throw error;
      if (error.reason === 'cancelled') throw new ConversionWithdrawn();
      if (error.reason === 'timeout') throw new ConversionRefused(this.tooLong());
      if (error.reason === 'unavailable')
        throw new ConversionRefused(
          `${file.file_name} is a Word file, and this server cannot turn Word files into PDF (LibreOffice is not installed here)`,
        );
      throw new ConversionRefused(`${file.file_name}: ${error.message}`);
    }
  }

  private async merge(files: readonly StoredEssayFile[], pdfs: Uint8Array[]): Promise<Uint8Array> {
    try {
      return await this.pdfs.merge(pdfs);
    } catch (error) {
      if (error instanceof UnreadablePdfError)
        throw new ConversionRefused(
          `${files[error.index]?.file_name ?? 'A file'} could not be read as a PDF; it may be damaged or password-protected`,
        );
      throw error;
    }
  }

  private tooLong(): string {
    return `Turning your files into a PDF took longer than ${Math.round(this.config.essayConversion.timeoutMs / 1000)} seconds; try smaller files or a PDF`;
  }

  private async progress(essay: Essay, state: EssayConversion['state'], progress: number): Promise<void> {
    essay.conversionState = state;
    essay.conversionProgress = progress;
    await this.em.flush();
    this.announcer.progressed(essay, { state, progress, error: null });
  }
}
