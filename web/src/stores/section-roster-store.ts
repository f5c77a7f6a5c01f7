import type { ApiClient } from '@lantern/shared/client/http-client';
import type { SectionStudents } from '@lantern/shared/contracts/learner-profile';
import { type KeyedLoad, KeyedLoads } from '@lantern/shared/state/keyed-loads';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';

export function openSectionRoster(stores: RootStore): SectionRosterStore {
  stores.sectionRoster ??= new SectionRosterStore(stores.api);
  return stores.sectionRoster;
}

export type ResetState = 'resetting' | 'done' | 'failed';

/** A section's students as staff see them, and relaunching a student's onboarding from there. */
export class SectionRosterStore {
  /** Per student: where their onboarding reset stands on this screen. */
  readonly resets = observable.map<number, ResetState>();
  private readonly sections: KeyedLoads<number, SectionStudents>;

  constructor(private readonly api: ApiClient) {
    this.sections = new KeyedLoads((id) => this.api.call('sectionStudents', { params: { id } }));
    makeAutoObservable<SectionRosterStore, 'api' | 'sections'>(
      this,
      { api: false, sections: false, resets: false },
      { autoBind: true },
    );
  }

  section(id: number): KeyedLoad<SectionStudents, 'failed'> | undefined {
    return this.sections.get(id);
  }

  load(id: number, force = false): Promise<void> {
    return this.sections.load(id, force);
  }

  /** The student is new again: the row says so at once, and their next signed-in page is onboarding. */
  async resetOnboarding(sectionId: number, studentId: number): Promise<void> {
    if (this.resets.get(studentId) === 'resetting') return;
    this.resets.set(studentId, 'resetting');
    try {
      await this.api.call('resetLearnerProfile', { body: { student_id: studentId } });
      runInAction(() => {
        const roster = this.sections.get(sectionId)?.value;
        const row = roster?.students.find((student) => student.id === studentId);
        if (row) row.is_new = true;
        this.resets.set(studentId, 'done');
      });
    } catch {
      runInAction(() => this.resets.set(studentId, 'failed'));
    }
  }

  clear(): void {
    this.sections.clear();
    this.resets.clear();
  }
}
