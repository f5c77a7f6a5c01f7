import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';

/**
 * Why LibreOffice gave no PDF: it ran out of time, hit its memory or processor ceiling, could not
 * read the document, or was stopped because the essay was withdrawn.
 */
export class WordConversionError extends Error {
  constructor(
    readonly reason: 'timeout' | 'ceiling' | 'unreadable' | 'unavailable' | 'cancelled',
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

const MB = 1024 * 1024;

interface RunResult {
  code: number | null;
  /** The signal that ended it, when it did not exit by itself. */
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  cancelled: boolean;
}

/**
 * Debian's LibreOffice, headless, turning Word files into PDF. Each run gets a profile of its own
 * (`-env:UserInstallation`): two conversions sharing one would wait on its lock or, worse, hand
 * their document to the other's already-running office. A run past its time is killed with its
 * whole process group (soffice starts a child, soffice.bin, that would otherwise live on); so is a
 * run whose essay was withdrawn.
 *
 * Each conversion runs under a ceiling of memory (address space) and processor time, set with
 * util-linux's `prlimit` before it execs soffice: the limits are inherited by soffice.bin, no shell
 * quotes the paths (as `sh -c "ulimit ..."` would), and the process we kill is still LibreOffice's
 * group leader. A cgroup would also count the page cache, but needs privileges a container seldom
 * has. Without prlimit, LibreOffice runs unbounded, with a warning at start-up.
 */
@Injectable()
export class LibreOffice implements OnModuleInit {
  private readonly logger = new Logger('LibreOffice');
  private availability: Promise<boolean> | null = null;
  private ceiling: Promise<boolean> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onModuleInit() {
    void this.available();
    void this.bounded();
  }

  /** Whether Word files can be converted here: asked once, at start-up, and remembered. */
  available(): Promise<boolean> {
    this.availability ??= this.probe();
    return this.availability;
  }

  /**
   * The document as a PDF; rejects with WordConversionError when it cannot be made in time, within
   * the ceiling, or before `signal` aborts.
   */
  async toPdf(docx: Buffer, timeoutMs: number, signal?: AbortSignal): Promise<Buffer> {
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
        { bounded: await this.bounded(), signal },
      );
      if (result.cancelled) throw new WordConversionError('cancelled', 'the essay was withdrawn');
      if (result.timedOut)
        throw new WordConversionError(
          'timeout',
          `converting the Word file took longer than ${Math.round(timeoutMs / 1000)} seconds`,
        );
      const { memoryMb } = this.config.essayConversion;
      if (result.signal !== null && (await this.bounded()))
        throw new WordConversionError(
          'ceiling',
          `converting the Word file needed more than its limit of ${memoryMb} MB of memory or ${Math.ceil(timeoutMs / 1000)} seconds of processor time`,
        );
      try {
        return await readFile(join(output, 'essay.pdf'));
      } catch {
        // Out of memory, LibreOffice only says "Application Error": both causes are named.
        throw new WordConversionError(
          'unreadable',
          (await this.bounded())
            ? `the Word file could not be read; it may be damaged, or need more than ${memoryMb} MB of memory to convert`
            : 'the Word file could not be read; it may be damaged',
        );
      }
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /** Whether conversions run under the memory and processor ceiling: prlimit is there to set it. */
  private bounded(): Promise<boolean> {
    this.ceiling ??= this.run(['--version'], PROBE_TIMEOUT_MS, { command: 'prlimit' }).then(({ code }) => {
      if (code !== 0)
        this.logger.warn(
          'prlimit (util-linux) is not installed: LibreOffice runs without a memory or processor ceiling',
        );
      return code === 0;
    });
    return this.ceiling;
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

  private run(
    args: string[],
    timeoutMs: number,
    options: { bounded?: boolean; signal?: AbortSignal; command?: string } = {},
  ): Promise<RunResult> {
    const { sofficePath, memoryMb } = this.config.essayConversion;
    const [command, commandArgs] = options.command
      ? [options.command, args]
      : options.bounded
        ? [
            'prlimit',
            [`--as=${memoryMb * MB}`, `--cpu=${Math.ceil(timeoutMs / 1000)}`, '--', sofficePath, ...args],
          ]
        : [sofficePath, args];
    return new Promise((resolve) => {
      if (options.signal?.aborted) {
        resolve({ code: null, signal: null, timedOut: false, cancelled: true });
        return;
      }
      const child = spawn(command, commandArgs, { detached: true, stdio: 'ignore' });
      let timedOut = false;
      let cancelled = false;
      const killGroup = () => {
        if (child.pid === undefined) return;
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone between the decision and the kill.
        }
      };
      const timer = setTimeout(() => {
        timedOut = true;
        killGroup();
      }, timeoutMs);
      const cancel = () => {
        cancelled = true;
        killGroup();
      };
      options.signal?.addEventListener('abort', cancel, { once: true });
      const settle = (result: Omit<RunResult, 'timedOut' | 'cancelled'>) => {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', cancel);
        resolve({ ...result, timedOut, cancelled });
      };
      child.once('error', () => settle({ code: null, signal: null }));
      child.once('exit', (code, signal) => settle({ code, signal }));
    });
  }
}
