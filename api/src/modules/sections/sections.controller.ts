import { routes } from '@lantern/shared/contracts/routes';
import type { CreateSection, SectionListQuery, UpdateSection } from '@lantern/shared/contracts/sections';
import { Controller, Inject, Param } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { SectionsService } from './sections.service.js';

@Controller()
export class SectionsController {
  constructor(@Inject(SectionsService) private readonly sections: SectionsService) {}

  @Endpoint(routes.createSection)
  create(@Auth() auth: AuthContext, @ValidBody() body: CreateSection) {
    return this.sections.create(auth, body);
  }

  @Endpoint(routes.updateSection)
  update(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: UpdateSection) {
    return this.sections.update(auth, id, body);
  }

  @Endpoint(routes.sectionDetail)
  one(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.sections.one(auth, id);
  }

  @Endpoint(routes.sectionsFilter)
  filter(@Auth() auth: AuthContext, @ValidQuery() query: SectionListQuery) {
    return this.sections.filter(auth, query);
  }

  @Endpoint(routes.userSections)
  ofUser(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.sections.ofUser(auth, id);
  }
}
