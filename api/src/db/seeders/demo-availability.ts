import { weekContaining } from '@lantern/shared/domain/availability/availability-week';
import type { EntityManager } from '@mikro-orm/core';
import { Availability } from '../../modules/availability/entities/availability.entity.js';
import { User } from '../../modules/users/entities/user.entity.js';
import { demoAvailabilityPlan } from './demo-availability.plan.js';

const at = (seconds: number) => new Date(seconds * 1000);

/**
 * Runs on every start of a demo world: a demo tutor with no availability saved this week gets their usual
 * hours, so a demo world made last week still has this week filled in, and a restart adds nothing twice.
 */
export async function placeDemoAvailability(em: EntityManager, now: number): Promise<number> {
  const week = weekContaining(now);
  const plan = demoAvailabilityPlan(now);
  let created = 0;
  for (const username of new Set(plan.map((item) => item.username))) {
    const user = await em.findOne(User, { username });
    if (!user) continue;
    const offered = await em.count(Availability, {
      user,
      startTime: { $gte: at(week.start), $lt: at(week.end) },
    });
    if (offered > 0) continue;
    for (const item of plan.filter((candidate) => candidate.username === username)) {
      em.create(Availability, {
        user,
        startTime: at(item.start),
        endTime: at(item.end),
        createdAt: at(now),
        updatedAt: at(now),
      });
      created += 1;
    }
  }
  await em.flush();
  return created;
}
