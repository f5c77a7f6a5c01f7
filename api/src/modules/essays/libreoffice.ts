import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';

/** Why LibreOffice gave no PDF: it ran out of time, or it could not read the document. */
export class WordConversionError extends Error {
  constructor(
    readonly reason: 'timeout' | 'unreadable' | 'unavailable',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The private profile's settings, written before LibreOffice first reads it. A Word file can link
 * pictures by URL, which LibreOffice would fetch while converting: from inside our network, on a
 * student's say-so. Blocking links from untrusted documents stops that.
 */
const PROFILE_SETTINGS = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="BlockUntrustedRefererLinks" oor:op="fuse"><value>true</value></prop></item>
</oor:items>
`;

/** `soffice --version` answers in well under a second; a hung probe must not hold up start-up. */
const PROBE_TIMEOUT_MS = 15_000;

interface RunResult {
  code: number | null;
  timedOut: boolean;
}

/**
 * Debian's LibreOffice, headless, turning Word files into PDF. Each run gets a profile of its own
 * (`-env:UserInstallation`): two conversions sharing one would wait on its lock or, worse, hand
 * their document to the other's already-running office. A run past its time is killed with its
 * whole process group (soffice starts a child, soffice.bin, that would otherwise live on).
 */
@Injectable()
export class LibreOffice implements OnModuleInit {
  private readonly logger = new Logger('LibreOffice');
  private availability: Promise<boolean> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onModuleInit() {
    void this.available();
  }

  /** Whether Word files can be converted here: asked once, at start-up, and remembered. */
  available(): Promise<boolean> {
    this.availability ??= this.probe();
    return this.availability;
  }

  /** The document as a PDF; rejects with WordConversionError when it cannot be made in time. */
  async toPdf(docx: Buffer, timeoutMs: number): Promise<Buffer> {
    if (!(await this.available()))
      throw new WordConversionError('unavailable', 'LibreOffice is not installed on this server');
    const work = await mkdtemp(join(tmpdir(), 'lantern-soffice-'));
    try {
      const input = join(work, 'essay.docx');
      const output = join(work, 'out');
      const profile = join(work, 'profile');
      await mkdir(output);
      await mkdir(join(profile, 'user'), { recursive: true });
      await writeFile(join(profile, 'user', 'registrymodifications.xcu'), PROFILE_SETTINGS);
      await writeFile(input, docx);
      const result = await this.run(
        [
          `-env:UserInstallation=${pathToFileURL(profile).href}`,
          '--headless',
          '--norestore',
          '--nologo',
          '--nolockcheck',
          '--convert-to',
          'pdf',
          '--outdir',
          output,
          input,
        ],
        timeoutMs,
      );
      if (result.timedOut)
        throw new WordConversionError(
          'timeout',
          `converting the Word file took longer than ${Math.round(timeoutMs / 1000)} seconds`,
        );
      try {
        return await readFile(join(output, 'essay.pdf'));
      } catch {
        throw new WordConversionError('unreadable', 'the Word file could not be read; it may be damaged');
      }
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  private async probe(): Promise<boolean> {
    const result = await this.run(['--version'], PROBE_TIMEOUT_MS);
    const ok = result.code === 0;
    if (!ok)
      this.logger.warn(
        `LibreOffice (${this.config.essayConversion.sofficePath}) is not usable: Word files will be refused`,
      );
    return ok;
  }

  private run(args: string[], timeoutMs: number): Promise<RunResult> {
    return new Promise((resolve) => {
      const child = spawn(this.config.essayConversion.sofficePath, args, {
        detached: true,
        stdio: 'ignore',
      });
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        if (child.pid !== undefined) {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            // Already gone between the timer firing and the kill.
          }
        }
      }, timeoutMs);
      child.once('error', () => {
        clearTimeout(timer);
        resolve({ code: null, timedOut: false });
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, timedOut });
      });
    });
  }
}
