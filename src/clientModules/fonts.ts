// Nunito, self-hosted: no request leaves the site for fonts. One variable-font file for every
// weight, cut down to the characters the site uses (scripts/subset-font.mjs).
import '@site/src/fonts/nunito.css';
