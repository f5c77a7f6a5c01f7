/**
 * A list of numbers as one PostgreSQL array literal, bound as a single parameter (`?::int[]`,
 * `?::bigint[]`): the driver would otherwise spread an array into one placeholder per item.
 */
export const pgArray = (values: readonly (number | bigint)[]) => `{${values.join(',')}}`;
