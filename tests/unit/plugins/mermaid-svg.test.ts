import assert from 'node:assert/strict';
import {test} from 'node:test';

import {validSvg} from '../../../plugins/mermaid-svg/render';

test('validSvg drops the attributes HTML rejects and keeps the rest of the drawing', () => {
  const svg =
    '<svg id="m"><style>#m p{margin:0;}#m .edgeLabel p{background-color:#e9f7ef;}#m .label{color:#333;}</style>' +
    '<g name="A"><rect x="1" y="2" width="150" height="65" name="F" rx="3"/><line x1="0" name="F" y1="5"/></g>' +
    '<circle class="state-start" r="7" width="14" height="14"/><rect width="3" height="4"/>' +
    '<foreignObject width="75" height="24"><div xmlns="http://www.w3.org/1999/xhtml"><span class="nodeLabel"><p>Approving</p></span></div></foreignObject></svg>';
  assert.equal(
    validSvg(svg),
    '<svg id="m"><style>#m span.p{margin:0;}#m .edgeLabel span.p{background-color:#e9f7ef;}#m .label{color:#333;}</style>' +
      '<g><rect x="1" y="2" width="150" height="65" rx="3"/><line x1="0" y1="5"/></g>' +
      '<circle class="state-start" r="7"/><rect width="3" height="4"/>' +
      '<foreignObject width="75" height="24"><div xmlns="http://www.w3.org/1999/xhtml"><span class="nodeLabel"><span class="p" style="display:block">Approving</span></span></div></foreignObject></svg>',
  );
});
