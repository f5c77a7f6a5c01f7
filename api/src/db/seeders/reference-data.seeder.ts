import { FEATURE_FLAG_PURPOSES } from '@lantern/shared/domain/feature-flags/flag-purposes';
import { FEATURE_FLAGS } from '@lantern/shared/domain/feature-flags/flags';
import { GRADE_GROUPS, GRADES } from '@lantern/shared/domain/grades/grades';
import { HIDDEN_LANGUAGE_ID, LANGUAGES } from '@lantern/shared/domain/languages/languages';
import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Grade, GradeGroup } from '../../modules/catalog/entities/grade.entity.js';
import { Language } from '../../modules/catalog/entities/language.entity.js';
import { FeatureFlag } from '../../modules/feature-flags/entities/feature-flag.entity.js';

/**
 * What every instance needs, production included: languages, grades and feature flags. Upserted on
 * each start so a new release's rows arrive; a flag's switch, once created, is left as set.
 */
export class ReferenceDataSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const now = new Date();
    for (const language of LANGUAGES) {
      await em.upsert(Language, {
        id: language.id,
        language: language.name,
        abbreviation: language.abbreviation,
        tutorable: true,
        hidden: language.id === HIDDEN_LANGUAGE_ID,
      });
    }
    for (const group of GRADE_GROUPS) await em.upsert(GradeGroup, { id: group.id, name: group.name });
    for (const [position, grade] of GRADES.entries()) {
      const group = GRADE_GROUPS.find((row) => row.name === grade.group);
      await em.upsert(Grade, {
        id: grade.id,
        code: grade.level,
        name: grade.label,
        position,
        gradeGroup: group?.id ?? null,
      });
    }
    const existing = new Set((await em.find(FeatureFlag, {})).map((flag) => flag.key));
    for (const key of FEATURE_FLAGS) {
      if (!existing.has(key))
        em.create(FeatureFlag, {
          key,
          enabled: false,
          description: FEATURE_FLAG_PURPOSES[key],
          updatedAt: now,
        });
    }
    await em.flush();
  }
}
