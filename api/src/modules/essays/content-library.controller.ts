import type {
  ContentLibraryQuery,
  CreateContentLibraryItem,
  UpdateContentLibraryItem,
} from '@lantern/shared/contracts/essay-review';
import { routes } from '@lantern/shared/contracts/routes';
import { Controller, Inject, Param } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { ContentLibraryService } from './content-library.service.js';

/** The tutor's Comment Library. */
@Controller()
export class ContentLibraryController {
  constructor(@Inject(ContentLibraryService) private readonly library: ContentLibraryService) {}

  @Endpoint(routes.contentLibrary)
  list(@Auth() auth: AuthContext, @ValidQuery() query: ContentLibraryQuery) {
    return this.library.list(auth, query);
  }

  @Endpoint(routes.createContentLibraryItem)
  create(@Auth() auth: AuthContext, @ValidBody() body: CreateContentLibraryItem) {
    return this.library.create(auth, body);
  }

  @Endpoint(routes.updateContentLibraryItem)
  update(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: UpdateContentLibraryItem) {
    return this.library.update(auth, id, body);
  }

  @Endpoint(routes.deleteContentLibraryItem)
  remove(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.library.remove(auth, id);
  }
}
