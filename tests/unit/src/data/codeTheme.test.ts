/**
 * Every colour of the code theme is readable (WCAG AA, 4.5:1) on a code block and on a highlighted
 * line. axe checks the tokens only on the pages it loads (tests/e2e/accessibility.spec.ts, one page
 * per template and component); this checks every token type the theme colours, on any page.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';

import {codeTheme} from '../../../../src/data/codeTheme';

type Rgb = [number, number, number];

function hex(colour: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  assert.ok(match, `${colour} is #rrggbb`);
  return [1, 2, 3].map((group) => parseInt(match[group]!, 16)) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The highlighted line's colour of src/css/custom.css laid over the block's background. */
function highlightedLine(background: Rgb): Rgb {
  const css = readFileSync(new URL('../../../../src/css/custom.css', import.meta.url), 'utf8');
  const match = /--docusaurus-highlighted-code-line-bg:\s*rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)/.exec(css);
  assert.ok(match, 'custom.css sets the highlighted line colour as rgba()');
  const alpha = Number(match[4]);
  return [1, 2, 3].map((group, i) => Number(match[group]) * alpha + background[i]! * (1 - alpha)) as Rgb;
}

test('every colour of the code theme reads at 4.5:1 or more on a block and on a highlighted line', () => {
  const block = hex(codeTheme.plain.backgroundColor!);
  const line = highlightedLine(block);
  const colours = [
    codeTheme.plain.color!,
    ...codeTheme.styles.flatMap(({style}) => (style.color ? [style.color] : [])),
  ];
  assert.ok(colours.length > 5, `${colours.length} colours`);
  const low = colours.flatMap((colour) =>
    [block, line].flatMap((background) => {
      const ratio = contrast(hex(colour), background);
      return ratio < 4.5 ? [`${colour} on rgb(${background.map(Math.round).join(', ')}): ${ratio.toFixed(2)}:1`] : [];
    }),
  );
  assert.deepEqual(low, []);
});
