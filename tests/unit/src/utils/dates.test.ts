import assert from 'node:assert/strict';
import {test} from 'node:test';

import {formatUtcDate, readingTimeLabel} from '../../../../src/utils/dates';

// Every month, days with one and two digits, around midnight UTC and in leap years.
const samples = Array.from({length: 12}, (_, month) => [
  Date.UTC(2024, month, 1),
  Date.UTC(2025, month, 28, 23, 59, 59),
  Date.UTC(2026, month, 9, 0, 0, 0),
]).flat();

test('dates read as the theme formatted them with Intl for English', () => {
  for (const time of samples) {
    const long = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
    const short = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
    const noYear = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'long', timeZone: 'UTC'});
    assert.equal(formatUtcDate(time, {month: 'long'}), long.format(time));
    assert.equal(formatUtcDate(time, {month: 'short'}), short.format(time));
    assert.equal(formatUtcDate(time, {month: 'long', year: false}), noYear.format(time));
  }
});

test('ISO strings and Date objects are read as UTC', () => {
  assert.equal(formatUtcDate('2025-09-03T00:00:00.000Z', {month: 'long'}), 'September 3, 2025');
  assert.equal(formatUtcDate(new Date('2025-12-31T23:30:00Z'), {month: 'short'}), 'Dec 31, 2025');
});

test('reading time is rounded up and spelled out for one minute', () => {
  assert.equal(readingTimeLabel(0.4), 'One min read');
  assert.equal(readingTimeLabel(1), 'One min read');
  assert.equal(readingTimeLabel(1.2), '2 min read');
  assert.equal(readingTimeLabel(7), '7 min read');
});
