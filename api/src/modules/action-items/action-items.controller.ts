import type { ActionItemsQuery, ActionItemUpdate } from '@lantern/shared/contracts/action-items';
import { routes } from '@lantern/shared/contracts/routes';
import { Controller, Inject, Param } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { ActionItemsService } from './action-items.service.js';

@Controller()
export class ActionItemsController {
  constructor(@Inject(ActionItemsService) private readonly actionItems: ActionItemsService) {}

  @Endpoint(routes.platformManagerActionItems)
  list(@ValidQuery() query: ActionItemsQuery) {
    return this.actionItems.list(query);
  }

  @Endpoint(routes.platformManagerActionItem)
  one(@Param('id') id: number) {
    return this.actionItems.one(id);
  }

  @Endpoint(routes.updatePlatformManagerActionItem)
  update(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: ActionItemUpdate) {
    return this.actionItems.update(auth, id, body);
  }
}
