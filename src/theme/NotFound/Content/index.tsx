import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

import {site} from '@site/src/data/site';

import styles from './styles.module.css';

/**
 * Swizzled (ejected; the original is three sentences of text) to help the reader on: the search
 * hint and the main entry points instead of "contact the owner of the site".
 *
 * The path is shown only after hydration: the server renders this page once, as /404.html, for
 * every unknown address, so a path in the server HTML would differ from the first client render
 * (React error #418, a hydration mismatch). Until then, and without JavaScript, it says "this address".
 */
export default function NotFoundContent({className}: Props) {
  const {pathname} = useLocation();
  const isBrowser = useIsBrowser();
  return (
    <main className={`container margin-vert--xl ${className ?? ''}`}>
      {/* The docs and the blog show this content for an unknown path below them without the theme's
          NotFound page around it, whose metadata names the page: the tab read just "Kublade". */}
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            There is no page at {isBrowser ? <code className={styles.path}>{pathname}</code> : 'this address'}. It may
            have moved when the documentation was reorganised, or the link you followed may contain a typo.
          </p>
          <p>
            <strong>Search the site</strong> with the search box at the top of the page, or continue from one of these
            pages:
          </p>
          <ul className={styles.links}>
            <li>
              <Link to="/docs/intro">Documentation</Link>: what {site.productName} is and how to install it
            </li>
            <li>
              <Link to="/api/">API reference</Link>: every REST operation
            </li>
            <li>
              <Link to="/blog">Blog</Link>: release notes and guides
            </li>
            <li>
              <Link to="/">Home page</Link>
            </li>
          </ul>
        </div>
      </div>
    </main>
  );
}
