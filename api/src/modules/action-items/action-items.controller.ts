import type { ActionItemsQuery } from '@lantern/shared/contracts/action-items';
import { routes } from '@lantern/shared/contracts/routes';
import { Controller, Inject } from '@nestjs/common';
import { Endpoint, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { ActionItemsService } from './action-items.service.js';

@Controller()
export class ActionItemsController {
  constructor(@Inject(ActionItemsService) private readonly actionItems: ActionItemsService) {}

  @Endpoint(routes.platformManagerActionItems)
  list(@ValidQuery() query: ActionItemsQuery) {
    return this.actionItems.list(query);
  }
}
