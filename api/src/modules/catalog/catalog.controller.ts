import { routes } from '@lantern/shared/contracts/routes';
import { Controller, Inject } from '@nestjs/common';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import { CatalogService } from './catalog.service.js';

@Controller()
export class CatalogController {
  constructor(@Inject(CatalogService) private readonly catalog: CatalogService) {}

  @Endpoint(routes.languages)
  languages() {
    return this.catalog.publicLanguages();
  }

  @Endpoint(routes.subjects)
  subjects() {
    return this.catalog.subjects();
  }
}
