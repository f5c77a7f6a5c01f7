import { AUDIT_PAGE_SIZE, type AuditList, type AuditListQuery } from '@lantern/shared/contracts/customers';
import { Inject, Injectable } from '@nestjs/common';
import { toAuditEntry } from './customers.mapper.js';
import { CustomersRepository } from './customers.repository.js';
import { pageOf } from './paging.js';

/** The trail of changes to customers (administration and rosters), newest first, for superusers. */
@Injectable()
export class CustomerAuditService {
  constructor(@Inject(CustomersRepository) private readonly repository: CustomersRepository) {}

  async list(query: AuditListQuery): Promise<AuditList> {
    const { rows, total } = await this.repository.auditPage(
      query,
      AUDIT_PAGE_SIZE,
      (query.page - 1) * AUDIT_PAGE_SIZE,
    );
    return pageOf(rows.map(toAuditEntry), total, query.page, AUDIT_PAGE_SIZE);
  }
}
