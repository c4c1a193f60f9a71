/** plugins/social-card: font metrics (fontkit), the layout, and the PNG drawn from src/data/site.ts. */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {describe, test} from 'node:test';

import {fit, height, socialCardSvg, width, wrap} from '../../../plugins/social-card/card';
import {cardFont, renderSocialCard} from '../../../plugins/social-card';
import {site} from '../../../src/data/site';

const siteDir = join(import.meta.dirname, '../../..');
const fontDir = dirname(createRequire(join(siteDir, 'package.json')).resolve('@expo-google-fonts/nunito/package.json'));
const nunito = (weight: string) => readFileSync(join(fontDir, weight, `Nunito_${weight}.ttf`));

describe('font metrics', () => {
  test('family and weight as the renderer knows them', () => {
    const font = cardFont(nunito('800ExtraBold'));
    assert.equal(font.family, 'Nunito');
    assert.equal(font.weight, 800);
    assert.equal(cardFont(nunito('600SemiBold')).weight, 600);
  });

  test('widths scale with the size and differ per character', () => {
    const font = cardFont(nunito('800ExtraBold'));
    const wide = font.measure('WWWW', 64);
    assert.ok(wide > font.measure('iiii', 64) * 2, 'W is much wider than i');
    assert.ok(Math.abs(font.measure('WWWW', 32) * 2 - wide) < 0.001, 'linear in the size');
    assert.equal(font.measure('', 64), 0);
  });
});

describe('layout', () => {
  const font = cardFont(nunito('600SemiBold'));

  test('wrap breaks between words at the width and gives a long word its own line', () => {
    const measure = (line: string) => line.length * 10;
    assert.deepEqual(wrap('one two three four', 100, measure), ['one two', 'three four']);
    assert.deepEqual(wrap('a verylongwordindeed b', 50, measure), ['a', 'verylongwordindeed', 'b']);
  });

  test('fit takes the largest size whose lines fit, and refuses text that never fits', () => {
    const {size, lines} = fit('Deploy Blade templates to Kubernetes', font, 600, [72, 56, 40], 2);
    assert.ok(lines.length <= 2);
    assert.ok(lines.every((line) => font.measure(line, size) <= 600));
    assert.throws(() => fit('word '.repeat(100), font, 600, [72, 56], 2), /does not fit/);
  });

  test('the SVG carries the name, tagline and host, escaped', () => {
    const fonts = {name: cardFont(nunito('800ExtraBold')), tagline: font, host: cardFont(nunito('700Bold'))};
    const svg = socialCardSvg({
      name: 'A & B',
      tagline: 'Templates <to> manifests',
      host: 'example.org',
      logoSvg: '<svg viewBox="0 0 64 64"><path d="M0 0h64v64H0z"/></svg>',
      fonts,
    });
    assert.match(svg, new RegExp(`^<svg[^>]* width="${width}" height="${height}"`));
    assert.ok(svg.includes('A &#38; B'));
    assert.ok(svg.includes('&#60;to&#62;'));
    assert.ok(svg.includes('example.org'));
  });
});

test('renderSocialCard draws a 1200×630 PNG of the product in src/data/site.ts', async () => {
  const png = await renderSocialCard(siteDir, 'static/img/logo.svg');
  assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
  assert.equal(png.readUInt32BE(16), width);
  assert.equal(png.readUInt32BE(20), height);
  assert.ok(site.productName.length > 0);
});
