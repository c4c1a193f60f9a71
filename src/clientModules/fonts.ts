// Nunito, self-hosted from npm: no request leaves the site for fonts. Latin subset only (covers
// the Latin-1 characters the site uses), in the weights the stylesheet uses.
import '@fontsource/nunito/latin-400.css';
import '@fontsource/nunito/latin-700.css';
import '@fontsource/nunito/latin-800.css';
