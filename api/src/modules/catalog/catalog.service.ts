import type {
  Language as LanguageContract,
  Subject as SubjectContract,
} from '@lantern/shared/contracts/catalog';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { Language } from './entities/language.entity.js';
import { Subject } from './entities/subject.entity.js';

@Injectable()
export class CatalogService {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /** The public list: English, Français, Español; hidden languages stay out. */
  async publicLanguages(): Promise<LanguageContract[]> {
    const languages = await this.em.find(Language, { hidden: false }, { orderBy: { id: 'asc' } });
    return languages.map((language) => ({
      id: language.id,
      language: language.language,
      abbreviation: language.abbreviation,
      tutorable: language.tutorable,
    }));
  }

  async subjects(): Promise<SubjectContract[]> {
    const subjects = await this.em.find(
      Subject,
      {},
      { populate: ['topics.concepts'], orderBy: { name: 'asc', topics: { name: 'asc' } } },
    );
    return subjects.map((subject) => ({
      id: subject.id,
      name: subject.name,
      availableTopics: subject.topics.getItems().map((topic) => ({
        id: topic.id,
        name: topic.name,
        concepts: topic.concepts.getItems().map((concept) => ({ id: concept.id, name: concept.name })),
      })),
    }));
  }
}
