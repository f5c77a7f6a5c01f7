import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { CompiledQuery } from 'kysely';

/** A hot-path query, named so that each connection parses and plans it once. */
export interface PreparedStatement {
  /** Unique across the application: PostgreSQL keeps one plan per name and connection. */
  name: string;
  /** `$1`-style placeholders. */
  text: string;
}

/**
 * Runs a named statement straight on the ORM's own pg pool (same connections, same type parsers).
 * The ORM's `execute` inlines the values into the text, so PostgreSQL parses and plans every call
 * afresh: for a query every request pays, that planning costs more than running it.
 *
 * Inside a transaction (`em.transactional`, or a repository called from one) it runs on the
 * transaction's connection instead, so it sees the transaction's own writes and commits or rolls
 * back with it; the driver there takes no statement name, so it is planned each time.
 */
export async function runPrepared<Row extends object>(
  em: EntityManager,
  statement: PreparedStatement,
  values: readonly unknown[],
): Promise<Row[]> {
  if (em.isInTransaction()) {
    const result = await em.getKysely().executeQuery<Row>(CompiledQuery.raw(statement.text, [...values]));
    return result.rows;
  }
  return runPreparedOnPool(em, statement, values);
}

/** As `runPrepared`, always on the pool: for work done for many callers at once (grouped-reads.ts). */
export async function runPreparedOnPool<Row extends object>(
  em: EntityManager,
  statement: PreparedStatement,
  values: readonly unknown[],
): Promise<Row[]> {
  const connection = em.getConnection();
  let pool = pools.get(connection);
  if (!pool) {
    pool = (await connection.getNativeClient()) as Pool;
    pools.set(connection, pool);
  }
  const result = await pool.query<Row>({ name: statement.name, text: statement.text, values: [...values] });
  return result.rows;
}

/**
 * Each connection's pg pool, asked of the ORM once: the ORM answers it through an async call and
 * its context lookup, which the hot lane's every request paid (docs/performance.md, issue 18).
 */
const pools = new WeakMap<object, Pool>();
