import argon2 from 'argon2';
import { z } from 'zod';

/** argon2id's cost: memory in KiB and passes over it (four lanes always). */
export interface PasswordCost {
  memoryKib: number;
  iterations: number;
}

/**
 * OWASP's floor for argon2id (19 MiB with two passes): production refuses a cheaper setting. Test
 * runs may go below it: they sign in thousands of times, and what they test is the rules around
 * the hash, not its strength.
 */
export const PRODUCTION_FLOOR: PasswordCost = { memoryKib: 19_456, iterations: 2 };

const LANES = 4;

/** The variables that set the cost; unset, node-argon2's own defaults (64 MiB, three passes). */
export const passwordCostEnv = z.object({
  PASSWORD_HASH_MEMORY_KIB: z.coerce
    .number()
    .int()
    .min(8 * LANES)
    .max(4 * 1024 * 1024)
    .default(65_536),
  PASSWORD_HASH_ITERATIONS: z.coerce.number().int().min(1).max(20).default(3),
});

export function toPasswordCost(env: z.infer<typeof passwordCostEnv>): PasswordCost {
  return { memoryKib: env.PASSWORD_HASH_MEMORY_KIB, iterations: env.PASSWORD_HASH_ITERATIONS };
}

/** The cost from the environment, for the seeders, which run outside the app's configuration. */
export function passwordCostFromEnv(env: NodeJS.ProcessEnv = process.env): PasswordCost {
  return toPasswordCost(passwordCostEnv.parse(env));
}

export function isBelowProductionFloor(cost: PasswordCost): boolean {
  return cost.memoryKib < PRODUCTION_FLOOR.memoryKib || cost.iterations < PRODUCTION_FLOOR.iterations;
}

/** An argon2id hash at this cost; verifying reads the cost from the hash itself. */
export function hashPassword(password: string, cost: PasswordCost): Promise<string> {
  return argon2.hash(password, {
    type: argon2.argon2id,
    memoryCost: cost.memoryKib,
    timeCost: cost.iterations,
    parallelism: LANES,
  });
}
