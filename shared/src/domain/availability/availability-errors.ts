/** The availability operations that can fail, each named as the snackbar phrases it. */
export const AVAILABILITY_OPERATIONS = {
  update: 'updating your availability',
  create: 'creating your availability',
  retrieve: 'retrieving your availability',
  openWeek: 'confirming your open week',
  getMaxHours: 'retrieving your max weekly hours',
  updateMaxHours: 'updating your max weekly hours',
} as const;
export type AvailabilityOperation = keyof typeof AVAILABILITY_OPERATIONS;

export function availabilityErrorText(operation: AvailabilityOperation): string {
  return `There was an issue ${AVAILABILITY_OPERATIONS[operation]}. Please try again. If the problem persists, please contact support.`;
}
