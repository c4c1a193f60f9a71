/**
 * The legal disclosure and the privacy policy name the same contact details of the operator, the
 * ones src/data/site.ts holds, and nothing else (both render src/components/OperatorContact).
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {load} from 'cheerio';

import {site} from '../../src/data/site';
import {baseUrl} from './support';

async function contactOf(path: string): Promise<{text: string; links: string[]}> {
  const response = await fetch(`${baseUrl}${path}`);
  assert.equal(response.status, 200, path);
  const $ = load(await response.text());
  const blocks = $('main [data-operator-contact]');
  assert.equal(blocks.length, 1, `${path} shows the operator's contact details once`);
  // A line break separates two details as a space would.
  blocks.find('br').replaceWith(' ');
  return {
    text: blocks.text().replace(/\s+/g, ' ').trim(),
    links: blocks
      .find('a')
      .map((_, a) => $(a).attr('href') ?? '')
      .get(),
  };
}

test('the legal disclosure and the privacy policy publish the same contact details, those of site.ts', async () => {
  const disclosure = await contactOf('/legal-disclosure');
  const privacy = await contactOf('/privacy-policy');
  assert.deepEqual(privacy, disclosure);

  const {operator} = site;
  const expected = [
    operator.name,
    ...operator.address,
    `E-mail: ${operator.email}`,
    ...(operator.phone ? [`Phone: ${operator.phone}`] : []),
  ].join(' ');
  assert.equal(disclosure.text, expected);
  assert.deepEqual(disclosure.links, [
    `mailto:${operator.email}`,
    ...(operator.phone ? [`tel:${operator.phone.replace(/[^\d+]/g, '')}`] : []),
  ]);
});

test('the privacy policy promises no contact details beyond those it shows', async () => {
  const $ = load(await (await fetch(`${baseUrl}/privacy-policy`)).text());
  const text = $('main').text().replace(/\s+/g, ' ');
  assert.doesNotMatch(text, /full contact details/i);
  assert.match(text, /the same as in the legal disclosure/);
});
