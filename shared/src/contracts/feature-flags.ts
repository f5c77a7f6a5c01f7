import { z } from 'zod';

export const featureFlagSchema = z.object({
  key: z.string(),
  enabled: z.boolean(),
  description: z.string(),
  updated_at: z.number().int(),
});
export type FeatureFlag = z.infer<typeof featureFlagSchema>;

export const featureFlagsResponseSchema = z.array(featureFlagSchema);
export const setFeatureFlagSchema = z.object({ enabled: z.boolean() });
export type SetFeatureFlag = z.infer<typeof setFeatureFlagSchema>;
