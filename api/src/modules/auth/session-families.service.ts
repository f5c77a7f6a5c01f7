import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

/** Whether a sign-in (a refresh-token family) is still live; access tokens die with their family. */
@Injectable()
export class SessionFamilies {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async isLive(familyId: string): Promise<boolean> {
    const rows = await this.em
      .getConnection()
      .execute<{ live: number }[]>(
        'select 1 as live from refresh_tokens where family_id = ? and revoked_at is null limit 1',
        [familyId],
      );
    return rows.length > 0;
  }
}
