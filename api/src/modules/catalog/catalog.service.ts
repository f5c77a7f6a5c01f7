import type { Language as LanguageContract } from '@lantern/shared/contracts/catalog';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { Language } from './entities/language.entity.js';

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
}
