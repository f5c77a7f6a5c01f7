/**
 * The demographics Lantern keeps from a roster (OneRoster's demographics.csv), only for reach by
 * subgroup when a district turns it on: sex, and one reporting category from the federal race and
 * ethnicity flags. OneRoster carries no English learner or IEP/504 field; those stay unknown until
 * a district supplies them another way.
 */
export const ROSTER_SEXES = ['female', 'male', 'other', 'unspecified'] as const;
export type RosterSex = (typeof ROSTER_SEXES)[number];

export const RACE_ETHNICITIES = [
  'hispanic_or_latino',
  'american_indian_or_alaska_native',
  'asian',
  'black_or_african_american',
  'native_hawaiian_or_other_pacific_islander',
  'white',
  'two_or_more_races',
] as const;
export type RaceEthnicity = (typeof RACE_ETHNICITIES)[number];

export interface RosterDemographics {
  sex: RosterSex | null;
  raceEthnicity: RaceEthnicity | null;
}

/** OneRoster's race flags, each its column's true or false. */
export interface RaceFlags {
  hispanicOrLatino: boolean;
  americanIndianOrAlaskaNative: boolean;
  asian: boolean;
  blackOrAfricanAmerican: boolean;
  nativeHawaiianOrOtherPacificIslander: boolean;
  white: boolean;
  twoOrMoreRaces: boolean;
}

/** A sex column's value as Lantern keeps it; anything else (or nothing) is not recorded. */
export function rosterSex(value: string): RosterSex | null {
  const sex = value.trim().toLowerCase();
  return (ROSTER_SEXES as readonly string[]).includes(sex) ? (sex as RosterSex) : null;
}

/**
 * The federal reporting category: Hispanic or Latino whatever the race; otherwise the one race
 * flagged, or two or more races when several are (or the roster says so); null when none is.
 */
export function reportingRaceEthnicity(flags: RaceFlags): RaceEthnicity | null {
  if (flags.hispanicOrLatino) return 'hispanic_or_latino';
  const races: [boolean, RaceEthnicity][] = [
    [flags.americanIndianOrAlaskaNative, 'american_indian_or_alaska_native'],
    [flags.asian, 'asian'],
    [flags.blackOrAfricanAmerican, 'black_or_african_american'],
    [flags.nativeHawaiianOrOtherPacificIslander, 'native_hawaiian_or_other_pacific_islander'],
    [flags.white, 'white'],
  ];
  const flagged = races.filter(([on]) => on).map(([, race]) => race);
  if (flags.twoOrMoreRaces || flagged.length > 1) return 'two_or_more_races';
  return flagged[0] ?? null;
}
