import type { EntityManager } from '@mikro-orm/postgresql';
import { type PreparedStatement, runPrepared, runPreparedOnPool } from './prepared-statement.js';

interface Waiting<Row> {
  done(row: Row | null): void;
  fail(error: unknown): void;
}

/**
 * Rows read by id, many at once: the ids asked for in the same turn of the event loop go into one
 * statement (`statement` takes them as `$1::int[]` and answers each row with its `id`), one round
 * trip for all of them. Alone, an id is read in the next turn; under load, when many requests are
 * read off their sockets in one turn, their reads share a round trip and PostgreSQL's work per
 * statement, the cost that grows with the rate (docs/performance.md, the classroom). A read is
 * never older than a read of its own would be: it starts after it was asked for. Inside a
 * transaction an id is read on its own, on the transaction's connection, so it sees the
 * transaction's own writes.
 */
export class GroupedReads<Row extends { id: number }> {
  private waiting = new Map<number, Waiting<Row>[]>();

  constructor(
    private readonly em: EntityManager,
    private readonly statement: PreparedStatement,
  ) {}

  async read(id: number): Promise<Row | null> {
    if (this.em.isInTransaction()) {
      const [row] = await runPrepared<Row>(this.em, this.statement, [[id]]);
      return row ?? null;
    }
    return new Promise((done, fail) => {
      if (this.waiting.size === 0) setImmediate(() => void this.readWaiting());
      const forId = this.waiting.get(id);
      if (forId) forId.push({ done, fail });
      else this.waiting.set(id, [{ done, fail }]);
    });
  }

  private async readWaiting(): Promise<void> {
    const batch = this.waiting;
    this.waiting = new Map();
    try {
      const rows = await runPreparedOnPool<Row>(this.em, this.statement, [[...batch.keys()]]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const [id, waiting] of batch) for (const entry of waiting) entry.done(byId.get(id) ?? null);
    } catch (error) {
      for (const waiting of batch.values()) for (const entry of waiting) entry.fail(error);
    }
  }
}
