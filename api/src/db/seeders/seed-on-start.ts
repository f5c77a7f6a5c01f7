import type { EntityManager, ISeedManager } from '@mikro-orm/core';
import type { EntityManager as PostgresEntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Clock } from '../../platform/clock/clock.js';
import type { AppConfig } from '../../platform/config/config.js';
import type { FileStorage } from '../../modules/files/file-storage.js';
import { HeavyWork } from '../../platform/workers/heavy-work.js';
import { findDemoAccounts } from './demo-accounts.js';
import { placeDemoAvailability } from './demo-availability.js';
import { placeDemoServiceHistory } from './demo-service-history.js';
import { placeDemoEssays } from './demo-essays.js';
import { placeDemoShifts } from './demo-shifts.js';
import { placeDemoTutorComments } from './demo-tutor-comments.js';
import { placeDemoCannedReplies } from './demo-canned-replies.js';
import { DemoWorldSeeder } from './demo-world.seeder.js';
import { ReferenceDataSeeder } from './reference-data.seeder.js';

/**
 * Start-up seeding: reference data always; the demo world (public password) only where the config
 * allows it, saying which and why. The demo tutors' shifts are placed around the clock's now on
 * every such start, so the demo always has a punch window open. A production database holding demo accounts is warned about
 * on every start, whoever put them there.
 */
export async function seedOnStart(
  orm: { seeder: ISeedManager; em: EntityManager },
  config: AppConfig,
  logger: Logger,
  clock: Clock,
  storage?: FileStorage,
): Promise<void> {
  await orm.seeder.seed(ReferenceDataSeeder);
  logger.info({ seedDemo: config.seedDemo }, demoSeedingMessage(config));
  if (config.seedDemo) {
    await orm.seeder.seed(DemoWorldSeeder);
    const placed = await placeDemoShifts(orm.em.fork(), clock.now());
    logger.info({ placed }, `Demo world: ${placed} shifts placed around now`);
    const offered = await placeDemoAvailability(orm.em.fork(), clock.now());
    logger.info({ offered }, `Demo world: ${offered} availability spans placed this week`);
    const history = await placeDemoServiceHistory(orm.em.fork(), clock.now());
    if (history > 0) logger.info({ history }, `Demo world: ${history} past live-help sessions placed`);
    const comments = await placeDemoTutorComments(orm.em.fork(), clock.now());
    if (comments > 0) logger.info({ comments }, `Demo world: ${comments} tutor comments placed`);
    const snippets = await placeDemoCannedReplies(orm.em.fork(), clock.now());
    if (snippets > 0) logger.info({ snippets }, `Demo world: ${snippets} global canned replies placed`);
    // Tests hand in and count their own essays: demo ones would be in their queues and totals.
    if (storage && config.env !== 'test') {
      // Seeding works outside the app's container, so it brings its own pool for the moment it needs one.
      const work = new HeavyWork(config);
      const essays = await placeDemoEssays(
        orm.em.fork() as PostgresEntityManager,
        storage,
        clock.now(),
        work,
      ).finally(() => work.onModuleDestroy());
      if (essays) logger.info({ essays }, `Demo world: ${essays} essays in every review state`);
    }
  }
  if (config.env !== 'production') return;

  const demo = await findDemoAccounts(orm.em.fork());
  if (demo.present.length === 0) return;
  const passwordNote = demo.withDemoPassword.length
    ? ` ${demo.withDemoPassword.join(', ')} still sign in with the published demo password.`
    : '';
  logger.warn(
    { demoAccounts: demo.present.length, withDemoPassword: demo.withDemoPassword },
    `SECURITY: this production database holds ${demo.present.length} demo accounts ` +
      `(${demo.present.slice(0, 5).join(', ')}${demo.present.length > 5 ? ', …' : ''}) whose passwords are public ` +
      `in the README.${passwordNote} Delete them, or change their passwords, before real people use this instance.`,
  );
}

export function demoSeedingMessage(config: Pick<AppConfig, 'env' | 'seedDemo'>): string {
  if (config.env === 'production')
    return config.seedDemo
      ? 'Demo world: seeding it (once) because SEED_DEMO=true, in production'
      : 'Demo world: not seeded (production start; set SEED_DEMO=true to seed it)';
  return config.seedDemo
    ? `Demo world: seeding it once (${config.env} default; SEED_DEMO=false turns it off)`
    : 'Demo world: not seeded (SEED_DEMO=false)';
}
