import { FEATURE_FLAGS } from '@lantern/shared/domain/feature-flags/flags';
import { GRADE_GROUPS, GRADES } from '@lantern/shared/domain/grades/grades';
import { HIDDEN_LANGUAGE_ID, LANGUAGES } from '@lantern/shared/domain/languages/languages';
import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Grade, GradeGroup } from '../../modules/catalog/entities/grade.entity.js';
import { Language } from '../../modules/catalog/entities/language.entity.js';
import { FeatureFlag } from '../../modules/feature-flags/entities/feature-flag.entity.js';

const FLAG_DESCRIPTIONS: Record<string, string> = {
  'maintenance-mode': 'Show the maintenance page to everyone but superusers',
  'core-245-block-start-live-session': 'District 991 cannot start live sessions',
  'eng-5755-grow-student-dashboard-v-1': 'GROW student dashboard, first version',
  'dashboard-v-2-grade-level-toggle': 'Grade-level toggle on the version 2 dashboards',
  'CORE-55-readlee-teacher-integration': 'Readlee integration for teachers',
  'PE-20174': 'Assignment screens for teachers and students',
  'PE-20738': 'Assignments in the review center',
  'PE-21866': 'Assignments in live help',
  'prac-3604': "Teachers' Practice Center",
  'instant-feedback': 'Instant feedback in the embedded (extension) mode',
  'teaching-assets-admin': 'Teaching-assets administration for editors',
  paperlive: 'Show Paper Live in the student navigation',
  'tutor-content-library': "Tutors' Comment Library",
  'tutor-practice': "Tutors' practice area",
  'tutor-manager-session-reports': 'Session reports for tutor managers',
  licensing: 'Gate teacher areas by school licences',
  'essay-review-undo': 'Undo and redo of annotation edits in the essay review editor',
  'eng-216': 'Listed by the specification; no screen reads it yet',
  'ENG-198': 'Listed by the specification; no screen reads it yet',
  'ENG-4094': 'Listed by the specification; no screen reads it yet',
};

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
          description: FLAG_DESCRIPTIONS[key] ?? '',
          updatedAt: now,
        });
    }
    await em.flush();
  }
}
