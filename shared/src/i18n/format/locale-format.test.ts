import { describe, expect, it } from 'vitest';
import { localeFormat } from './locale-format.js';

// 2027-01-15 17:17:42 UTC, a Friday: 12:17 in New York, 18:17 in Paris.
const EVENING = Date.UTC(2027, 0, 15, 17, 17, 42) / 1000;
// 2027-01-15 09:05 UTC.
const MORNING = Date.UTC(2027, 0, 15, 9, 5) / 1000;

/** ICU separates some parts with narrow, thin or no-break spaces: compared here as plain ones. */
const plain = (text: string) => text.replace(/[\u202f\u00a0\u2009]/g, ' ');

describe('localeFormat', () => {
  it('should write a time as each language does, without seconds', () => {
    expect(plain(localeFormat('en', 'UTC').time(EVENING))).toBe('5:17 PM');
    expect(localeFormat('fr', 'UTC').time(EVENING)).toBe('17:17');
    expect(localeFormat('es', 'UTC').time(EVENING)).toBe('17:17');
  });

  it('should put a leading zero on the hour only where the language writes one', () => {
    expect(plain(localeFormat('en', 'UTC').time(MORNING))).toBe('9:05 AM');
    expect(localeFormat('es', 'UTC').time(MORNING)).toBe('9:05');
    expect(localeFormat('fr', 'UTC').time(MORNING)).toBe('09:05');
  });

  it('should write the hour alike alone and beside a date', () => {
    for (const locale of ['en', 'fr', 'es']) {
      const format = localeFormat(locale, 'UTC');
      expect(format.dateTime(MORNING).endsWith(format.time(MORNING))).toBe(true);
      expect(format.weekdayTime(MORNING).endsWith(format.time(MORNING))).toBe(true);
    }
  });

  it('should show the seconds on a ticking clock only', () => {
    expect(plain(localeFormat('en', 'UTC').clock(EVENING))).toBe('5:17:42 PM');
    expect(localeFormat('en', 'UTC').dateTime(EVENING)).not.toContain(':42');
  });

  it("should show an instant in the reader's own time zone", () => {
    expect(plain(localeFormat('en', 'America/New_York').time(EVENING))).toBe('12:17 PM');
    expect(localeFormat('fr', 'Europe/Paris').time(EVENING)).toBe('18:17');
  });

  it('should read a Date as it reads unix seconds', () => {
    const format = localeFormat('en', 'UTC');
    expect(format.time(new Date(EVENING * 1000))).toBe(format.time(EVENING));
  });

  it("should fall back to the device's zone for a zone Intl does not know", () => {
    expect(localeFormat('en', 'Mars/Olympus').timeZone).toBeUndefined();
    expect(localeFormat('en', 'Mars/Olympus').time(EVENING)).toBe(localeFormat('en').time(EVENING));
  });

  it('should build the formats of one reader once', () => {
    expect(localeFormat('fr', 'Europe/Paris')).toBe(localeFormat('fr', 'Europe/Paris'));
    expect(localeFormat('fr', 'Europe/Paris')).not.toBe(localeFormat('es', 'Europe/Paris'));
  });

  it('should write days in the language', () => {
    expect(localeFormat('en', 'UTC').date(EVENING)).toBe('January 15, 2027');
    expect(localeFormat('fr', 'UTC').date(EVENING)).toBe('15 janvier 2027');
    expect(localeFormat('es', 'UTC').weekday(EVENING)).toBe('viernes');
    expect(plain(localeFormat('en', 'UTC').dayTime(EVENING))).toMatch(/Fri/);
    expect(plain(localeFormat('en', 'UTC').dayTime(EVENING))).toMatch(/15.*5:17 PM$/);
  });

  it('should name the day an instant falls on in the zone', () => {
    const lateEvening = Date.UTC(2027, 0, 15, 23, 30) / 1000;
    expect(localeFormat('en', 'UTC').dayKey(lateEvening)).toBe('2027-01-15');
    expect(localeFormat('en', 'Europe/Paris').dayKey(lateEvening)).toBe('2027-01-16');
  });

  it('should write spans of times as one range', () => {
    expect(plain(localeFormat('en', 'UTC').timeRange(MORNING, MORNING + 3600))).toBe('9:05 – 10:05 AM');
    expect(plain(localeFormat('es', 'UTC').timeRange(MORNING, MORNING + 3600))).toBe('9:05–10:05');
    expect(plain(localeFormat('en', 'UTC').dayTimeRange(MORNING, MORNING + 3600))).toBe(
      'Fri, Jan 15, 9:05 – 10:05 AM',
    );
  });

  it('should write numbers, shares, lists and counts in the language', () => {
    expect(localeFormat('en').number(12345.5)).toBe('12,345.5');
    expect(plain(localeFormat('fr').number(12345.5))).toBe('12 345,5');
    expect(plain(localeFormat('es').percent(0.125))).toBe('12,5 %');
    expect(localeFormat('fr').list(['Ana', 'Ben', 'Cleo'])).toBe('Ana, Ben et Cleo');
    expect(localeFormat('es').orList(['Ana', 'Ben'])).toBe('Ana o Ben');
    expect(localeFormat('fr').relative(-2, 'hour')).toBe('il y a 2 heures');
    expect(localeFormat('es').plural(1)).toBe('one');
    expect(localeFormat('fr').plural(0)).toBe('one');
    expect(localeFormat('en').plural(0)).toBe('other');
  });

  it('should write file sizes in kilobytes below a megabyte, never zero, in the language', () => {
    expect(plain(localeFormat('en').fileSize(200))).toBe('1 kB');
    expect(plain(localeFormat('en').fileSize(340 * 1024))).toBe('340 kB');
    expect(plain(localeFormat('en').fileSize(1.25 * 1024 * 1024))).toBe('1.3 MB');
    expect(plain(localeFormat('fr').fileSize(1.25 * 1024 * 1024))).toBe('1,3 Mo');
    expect(plain(localeFormat('en').fileSize(10 * 1024 * 1024))).toBe('10 MB');
    expect(localeFormat('en').bytes(200)).toBe('200 bytes');
    expect(plain(localeFormat('fr').bytes(200))).toBe('200 octets');
  });

  it('should name languages in the reader’s language', () => {
    expect(localeFormat('en').language('fr')).toBe('French');
    expect(localeFormat('fr').language('en')).toBe('Anglais');
    expect(localeFormat('es').language('en')).toBe('Inglés');
    expect(localeFormat('es').language('not a tag')).toBe('not a tag');
  });

  it('should write a wall-clock hour that belongs to no zone, and name a zone', () => {
    expect(plain(localeFormat('en', 'Asia/Tokyo').wallTime(8, 0))).toBe('8:00 AM');
    expect(localeFormat('es', 'Asia/Tokyo').wallTime(20, 30)).toBe('20:30');
    expect(localeFormat('en').zoneName('America/New_York', EVENING)).toBe('Eastern Time');
    expect(localeFormat('en').zoneName('Mars/Olympus', EVENING)).toBe('Mars/Olympus');
  });
});
