import { assembleBatch, type ReadFiles } from './oneroster-batch.js';
import type { OneRosterFile } from './oneroster-files.js';
import { OneRosterFileReader } from './oneroster-file-reader.js';
import { rosterDay } from './oneroster-values.js';
import type { ProcessingMode } from './roster-records.js';
import type { RosterRefusal } from './roster-refusals.js';

// For the rostering rules' tests: a small district as CSV text, read the way the server reads it.

/** 2026-11-01 12:00 UTC. */
export const NOW = Date.UTC(2026, 10, 1, 12) / 1000;

/** Splits one CSV line; double quotes may hold commas (enough for the tests' rows). */
function cells(line: string): string[] {
  const values: string[] = [];
  let value = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      values.push(value);
      value = '';
    } else value += char;
  }
  values.push(value);
  return values;
}

export const DISTRICT: Record<string, string> = {
  'orgs.csv': `sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId
d1,,,Maple District,district,,
s1,,,Maple High,school,,d1
s2,,,Oak Middle,school,,d1`,
  'academicSessions.csv': `sourcedId,status,dateLastModified,title,type,startDate,endDate,parentSourcedId,schoolYear
t1,,,Fall 2026,term,2026-08-01,2027-01-31,,2027`,
  'courses.csv': `sourcedId,status,dateLastModified,schoolYearSourcedId,title,courseCode,grades,orgSourcedId,subjects,subjectCodes
c1,,,,Algebra I,ALG1,09,d1,,
c2,,,,Biology,BIO,09,s1,,`,
  'classes.csv': `sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods
k1,,,Algebra I - P1,09,c1,ALG1-1,scheduled,,s1,t1,,,1
k2,,,Biology - P2,09,c2,BIO-2,scheduled,,s1,t1,,,2`,
  'users.csv': `sourcedId,status,dateLastModified,enabledUser,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password,userMasterIdentifier,resourceSourcedIds,preferredGivenName,preferredMiddleName,preferredFamilyName,primaryOrgSourcedId,pronouns
u1,,,true,ada.teacher,,Ada,Lovelace,,,ada@maple.example,,,,,,,,,,,s1,
u2,,,true,ben.student,,Benjamin,Okafor,,,,,,,09,,,,Ben,,,s1,
u3,,,true,cy.student,,Cy,Reyes,,,,,,,10,,,,,,,s1,`,
  'roles.csv': `sourcedId,status,dateLastModified,userSourcedId,roleType,role,beginDate,endDate,orgSourcedId,userProfileSourcedId
r1,,,u1,primary,teacher,,,s1,
r2,,,u2,primary,student,,,s1,
r3,,,u3,primary,student,,,s1,`,
  'enrollments.csv': `sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate
e1,,,k1,s1,u1,teacher,true,,
e2,,,k1,s1,u2,student,false,,
e3,,,k1,s1,u3,student,false,,
e4,,,k2,s1,u2,student,false,2026-08-01,`,
};

export interface ReadArchive {
  files: ReadFiles;
  refusals: RosterRefusal[];
}

/** Reads CSV texts as the server reads an archive's files, each in `modes` (bulk by default). */
export function readTexts(
  texts: Record<string, string>,
  modes: Partial<Record<OneRosterFile, ProcessingMode>> = {},
  now = NOW,
): ReadArchive {
  const files: ReadFiles = {};
  const refusals: RosterRefusal[] = [];
  for (const [name, text] of Object.entries(texts)) {
    const file = name as OneRosterFile;
    const [header, ...rows] = text.split('\n');
    const reader = new OneRosterFileReader(file, cells(header!), rosterDay(now));
    if (reader.readable) rows.forEach((row, index) => reader.add(cells(row), index + 2));
    refusals.push(...reader.refusals);
    (files as Record<string, unknown>)[file] = reader.done(modes[file] ?? 'bulk');
  }
  return { files, refusals };
}

/** The district with some rows changed: `edit` gets each file's text and returns the new text. */
export function districtWith(
  edit: Partial<Record<OneRosterFile, (text: string) => string>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(DISTRICT).map(([file, text]) => [file, edit[file as OneRosterFile]?.(text) ?? text]),
  );
}

/** Reads and assembles, with every refusal of both steps. */
export function assembled(
  texts: Record<string, string>,
  modes: Partial<Record<OneRosterFile, ProcessingMode>> = {},
) {
  const read = readTexts(texts, modes);
  const { batch, refusals } = assembleBatch(read.files);
  return { batch, refusals: [...read.refusals, ...refusals] };
}
