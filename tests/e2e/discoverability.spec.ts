/**
 * What search engines, feed readers, social networks and AI assistants read: feeds, sitemap,
 * robots.txt, llms.txt, the social card, page metadata and structured data. Plain HTTP against the
 * production build; every file is parsed, not just fetched.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {load, type CheerioAPI} from 'cheerio';

import {site} from '../../src/data/site';
import {builtRoutes, routes} from './routes';
import {baseUrl} from './support';

const postsPerPage = 10;

async function get(path: string): Promise<Response> {
  // A redirect is not an answer: sitemap and llms.txt must name the final addresses.
  const response = await fetch(baseUrl + path, {redirect: 'manual'});
  assert.equal(response.status, 200, `${path} answers ${response.status}`);
  return response;
}

async function text(path: string): Promise<string> {
  return (await get(path)).text();
}

async function html(path: string): Promise<CheerioAPI> {
  return load(await text(path));
}

async function xml(path: string): Promise<CheerioAPI> {
  const body = await text(path);
  assert.match(body, /^<\?xml version="1\.0" encoding="utf-8"\?>/i, `${path} starts with an XML declaration`);
  return load(body, {xml: true});
}

/** Path (and query) of an absolute URL of the site; fails for any other origin. */
function sitePath(url: string): string {
  assert.ok(url.startsWith(`${site.url}/`), `${url} is an absolute URL on ${site.url}`);
  const {pathname, search} = new URL(url);
  return pathname + search;
}

/** Text of an element without the zero-width space of the theme's heading anchors. */
function plain(text: string): string {
  return text.replace(/\u200b/g, '').trim();
}

function jsonLd($: CheerioAPI): Record<string, unknown>[] {
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((script) => JSON.parse($(script).text()) as Record<string, unknown>);
}

function ofType(items: Record<string, unknown>[], type: string): Record<string, unknown>[] {
  return items.filter((item) => item['@type'] === type);
}

interface JsonFeed {
  version: string;
  title: string;
  home_page_url?: string;
  items: {
    id: string;
    url: string;
    title: string;
    content_html?: string;
    content_text?: string;
    summary?: string;
    date_modified?: string;
  }[];
}

/** The blog's posts, newest first, as the JSON feed lists them. */
async function feedPosts(): Promise<JsonFeed['items']> {
  return ((await (await get('/blog/feed.json')).json()) as JsonFeed).items;
}

const docsRoutes = routes
  .map(([path]) => path)
  .filter((path) => path.startsWith('/docs/') && !path.startsWith('/docs/category/'));

describe('blog feeds', () => {
  test('RSS 2.0 lists every post with title, link, date and id', async () => {
    const $ = await xml('/blog/rss.xml');
    assert.equal($('rss').attr('version'), '2.0');
    assert.equal($('rss > channel > link').first().text(), `${site.url}/blog`);
    const items = $('rss > channel > item').toArray();
    assert.equal(items.length, (await feedPosts()).length, 'as many items as the JSON feed');
    for (const item of items) {
      const $item = $(item);
      assert.notEqual($item.children('title').text().trim(), '');
      sitePath($item.children('link').text());
      assert.ok(!Number.isNaN(Date.parse($item.children('pubDate').text())), 'pubDate is a date');
      assert.notEqual($item.children('guid').text(), '');
    }
  });

  test('Atom lists every post with title, link, update time and id', async () => {
    const $ = await xml('/blog/atom.xml');
    assert.equal($('feed').attr('xmlns'), 'http://www.w3.org/2005/Atom');
    const entries = $('feed > entry').toArray();
    assert.equal(entries.length, (await feedPosts()).length);
    for (const entry of entries) {
      const $entry = $(entry);
      assert.notEqual($entry.children('title').text().trim(), '');
      sitePath($entry.children('link').attr('href') ?? '');
      assert.ok(!Number.isNaN(Date.parse($entry.children('updated').text())), 'updated is a date');
      assert.notEqual($entry.children('id').text(), '');
    }
  });

  test('the JSON feed is a JSON Feed with every post', async () => {
    const response = await get('/blog/feed.json');
    const feed = (await response.json()) as JsonFeed;
    // Docusaurus' feed library writes version 1; 1.1 is what the feed would say once upgraded.
    assert.match(feed.version, /^https:\/\/jsonfeed\.org\/version\/1(\.1)?$/);
    assert.notEqual(feed.title, '');
    assert.ok(feed.items.length > postsPerPage, 'every post, more than one page of them');
    for (const item of feed.items) {
      assert.notEqual(item.id, '');
      assert.notEqual(item.title, '');
      sitePath(item.url);
      assert.ok(item.content_html ?? item.content_text, `${item.url} has content`);
    }
  });

  test('every page announces the feeds, and the footer links them', async () => {
    const $ = await html('/');
    for (const [type, path] of [
      ['application/rss+xml', '/blog/rss.xml'],
      ['application/atom+xml', '/blog/atom.xml'],
      ['application/json', '/blog/feed.json'],
    ]) {
      assert.equal($(`link[rel="alternate"][type="${type}"]`).attr('href'), path, `<link rel=alternate> for ${type}`);
      assert.equal($(`footer a[href="${path}"]`).length, 1, `footer links ${path}`);
    }
  });
});

describe('blog pages', () => {
  test(`/blog shows the ${postsPerPage} newest posts and /blog/page/2 the rest`, async () => {
    const posts = await feedPosts();
    const first = await html('/blog');
    const second = await html('/blog/page/2');
    assert.equal(first('main article').length, postsPerPage);
    assert.equal(second('main article').length, posts.length - postsPerPage);
    const firstLinks = first('main article h2 a')
      .toArray()
      .map((a) => first(a).attr('href'));
    assert.deepEqual(
      firstLinks,
      posts.slice(0, postsPerPage).map((post) => sitePath(post.url)),
      'newest first',
    );
  });

  test('every post page shows its date and reading time', async () => {
    const longDate = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
    for (const post of await feedPosts()) {
      const $ = await html(sitePath(post.url));
      const header = $('main article header');
      assert.match(header.text(), /(\d+|One) min read/, `${post.url} shows "min read"`);
      const time = header.find('time');
      assert.equal(time.attr('datetime'), post.date_modified, post.url);
      assert.equal(time.text(), longDate.format(new Date(post.date_modified!)), post.url);
    }
  });

  test('the home page links the three newest posts with date and description', async () => {
    const posts = await feedPosts();
    const $ = await html('/');
    const section = $('section[aria-labelledby="latest-posts"]');
    assert.equal(plain(section.find('h2').text()), 'Latest posts');
    const cards = section.find('li').toArray();
    assert.equal(cards.length, 3);
    cards.forEach((card, i) => {
      const $card = $(card);
      assert.equal($card.find('h3 a').attr('href'), sitePath(posts[i].url));
      assert.equal(plain($card.find('h3').text()), posts[i].title);
      assert.ok(!Number.isNaN(Date.parse($card.find('time').attr('datetime') ?? '')), 'a machine-readable date');
      assert.notEqual($card.find('time').text().trim(), '');
      assert.equal($card.find('p').last().text().trim(), posts[i].summary);
    });
    assert.equal(section.find('a[href="/blog"]').length, 1, 'a link to all posts');
  });
});

describe('sitemap and robots.txt', () => {
  test('the sitemap lists every route once, and every address in it answers 200', async () => {
    const $ = await xml('/sitemap.xml');
    const locs = $('urlset > url > loc')
      .toArray()
      .map((loc) => $(loc).text());
    assert.equal(
      new Set(locs).size,
      locs.length,
      `no duplicates: ${locs.filter((loc, i) => locs.indexOf(loc) !== i).join(', ')}`,
    );
    const paths = locs.map(sitePath);
    for (const [route] of routes) assert.ok(paths.includes(route), `${route} is in the sitemap`);
    for (const post of await feedPosts())
      assert.ok(paths.includes(sitePath(post.url)), `${post.url} is in the sitemap`);
    const unwanted = paths.filter((path) => /^\/search\b|^\/404/.test(path));
    assert.deepEqual(unwanted, [], 'no search results or not-found page');
    const missing = builtRoutes().filter((route) => route !== '/search' && !paths.includes(route));
    assert.deepEqual(missing, [], 'every page of the build is in the sitemap');
    await Promise.all(paths.map((path) => get(path)));
  });

  test('robots.txt allows crawling and names the sitemap', async () => {
    const response = await get('/robots.txt');
    assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
    const lines = (await response.text()).split('\n').map((line) => line.trim());
    assert.ok(lines.includes('User-agent: *'));
    assert.ok(!lines.includes('Disallow: /'), 'does not block the whole site');
    assert.ok(lines.includes(`Sitemap: ${site.url}/sitemap.xml`));
  });
});

describe('llms.txt', () => {
  const entry = /^- \[(?<title>(?:[^\]\\]|\\.)+)\]\((?<url>[^)\s]+)\)(?:: (?<description>.+))?$/;

  async function entries(): Promise<{title: string; url: string; section: string}[]> {
    let section = '';
    const found: {title: string; url: string; section: string}[] = [];
    for (const line of (await text('/llms.txt')).split('\n')) {
      if (line.startsWith('## ')) section = line.slice(3);
      if (!line.startsWith('- ')) continue;
      const match = entry.exec(line);
      assert.ok(match?.groups, `list item in the llms.txt form "- [Title](url): description": ${line}`);
      found.push({title: match.groups.title.replace(/\\(.)/g, '$1'), url: match.groups.url, section});
    }
    return found;
  }

  test('has the llmstxt.org form: title, summary, then sections of links', async () => {
    const lines = (await text('/llms.txt')).split('\n');
    assert.equal(lines[0], `# ${site.productName}`);
    assert.match(
      lines.find((line) => line.trim() !== '' && line !== lines[0]) ?? '',
      /^> \S/,
      'a "> " summary follows the title',
    );
    const sections = lines.filter((line) => line.startsWith('## ')).map((line) => line.slice(3));
    assert.deepEqual(sections, ['Docs', 'API', 'Blog', 'Optional']);
    assert.equal(lines.filter((line) => line.startsWith('# ')).length, 1, 'one title');
  });

  test('lists every docs page, each as a Markdown copy that starts with its title', async () => {
    const listed = await entries();
    for (const path of docsRoutes) {
      assert.ok(
        listed.some(({url}) => url === `${site.url}${path}.md`),
        `${path}.md is listed`,
      );
    }
    for (const {title, url} of listed.filter(({url}) => url.endsWith('.md'))) {
      const response = await get(sitePath(url));
      assert.match(response.headers.get('content-type') ?? '', /^text\/markdown/);
      const markdown = await response.text();
      assert.ok(markdown.startsWith(`# ${title}\n`), `${url} starts with "# ${title}"`);
      const prose = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
      assert.doesNotMatch(prose, /^(?:import |export |<\/?Tabs\b|<\/?TabItem\b|:::)/m, `${url} is plain Markdown`);
    }
  });

  test('every other address it lists on the site answers 200', async () => {
    const listed = (await entries()).filter(({url}) => url.startsWith(`${site.url}/`) && !url.endsWith('.md'));
    assert.ok(
      (await entries()).some(({section}) => section === 'Blog'),
      'lists blog posts (as their Markdown copies)',
    );
    assert.ok(
      listed.some(({section}) => section === 'API'),
      'lists the API',
    );
    await Promise.all(listed.map(({url}) => get(sitePath(url))));
  });

  test('llms-full.txt holds every docs page', async () => {
    const full = await text('/llms-full.txt');
    assert.ok(full.startsWith(`# ${site.productName}\n`));
    // The API reference (its index and its operations) is listed copy by copy in llms.txt; its full
    // text is the OpenAPI description.
    const pages = (await entries()).filter(({url}) => url.endsWith('.md') && !url.includes('/api/'));
    assert.ok(pages.length > 40, `${pages.length} pages`);
    for (const {title, url} of pages) {
      assert.ok(full.includes(`\n# ${title}\n`), `contains "# ${title}" (${url})`);
    }
  });
});

describe('social card and page metadata', () => {
  test('the social card is a 1200×630 PNG', async () => {
    const image = (await html('/'))('meta[property="og:image"]').attr('content') ?? '';
    const response = await get(sitePath(image));
    assert.equal(response.headers.get('content-type'), 'image/png');
    const png = Buffer.from(await response.arrayBuffer());
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'PNG signature');
    assert.equal(png.toString('latin1', 12, 16), 'IHDR');
    assert.deepEqual({width: png.readUInt32BE(16), height: png.readUInt32BE(20)}, {width: 1200, height: 630});
  });

  test('every route and post has a description, a canonical URL and a social card', async () => {
    const paths = [...routes.map(([path]) => path), ...(await feedPosts()).map((post) => sitePath(post.url))];
    for (const path of paths) {
      const $ = await html(path);
      assert.notEqual(($('meta[name="description"]').attr('content') ?? '').trim(), '', `${path}: meta description`);
      assert.equal($('link[rel="canonical"]').length, 1, `${path}: one canonical link`);
      assert.equal($('link[rel="canonical"]').attr('href'), site.url + path, `${path}: canonical URL`);
      assert.match($('meta[property="og:image"]').attr('content') ?? '', /^https:\/\/.+\.png$/, `${path}: og:image`);
      assert.equal($('meta[name="twitter:card"]').attr('content'), 'summary_large_image', `${path}: twitter:card`);
    }
  });
});

describe('structured data (JSON-LD)', () => {
  test('the home page describes the product as a free SoftwareApplication', async () => {
    const [app, ...more] = ofType(jsonLd(await html('/')), 'SoftwareApplication');
    assert.equal(more.length, 0, 'one SoftwareApplication');
    assert.equal(app['@context'], 'https://schema.org');
    assert.equal(app.name, site.productName);
    assert.equal(app.description, site.description);
    assert.equal(app.url, site.url);
    assert.equal(app.applicationCategory, 'DeveloperApplication');
    assert.equal(typeof app.operatingSystem, 'string');
    assert.equal(app.softwareVersion, site.currentRelease.version);
    assert.match(String(app.license), /^https:\/\//);
    assert.ok((app.sameAs as string[]).includes(site.repositoryUrl), 'sameAs names the repository');
    const offers = app.offers as Record<string, unknown>;
    assert.equal(offers['@type'], 'Offer');
    assert.equal(Number(offers.price), 0);
    assert.match(String(offers.priceCurrency), /^[A-Z]{3}$/);
  });

  test('a docs page is a TechArticle', async () => {
    const $ = await html('/docs/intro');
    const [article, ...more] = ofType(jsonLd($), 'TechArticle');
    assert.equal(more.length, 0, 'one TechArticle');
    assert.equal(article.headline, plain($('h1').first().text()));
    assert.equal(article.description, $('meta[name="description"]').attr('content'));
    assert.equal(article.url, `${site.url}/docs/intro`);
  });

  test('a blog post is one BlogPosting', async () => {
    const [post] = await feedPosts();
    const [posting, ...more] = ofType(jsonLd(await html(sitePath(post.url))), 'BlogPosting');
    assert.equal(more.length, 0, 'one BlogPosting, not two');
    assert.equal(posting.headline, post.title);
    assert.equal(posting.url, post.url);
  });

  test("every post's authors, in its JSON-LD and on the page, link the project's current repositories", async () => {
    const current = [site.repositoryUrl, site.websiteRepositoryUrl];
    for (const post of await feedPosts()) {
      const $ = await html(sitePath(post.url));
      const [posting] = ofType(jsonLd($), 'BlogPosting');
      const authors = [posting.author].flat() as {url?: string}[];
      assert.ok(authors.length > 0, `${post.url}: authors named`);
      for (const author of authors) assert.ok(current.includes(author.url ?? ''), `${post.url}: ${author.url}`);
      const links = $('article header a[href*="github.com"]')
        .map((_, a) => $(a).attr('href') ?? '')
        .get();
      assert.ok(links.length > 0, `${post.url}: the authors' GitHub links are shown`);
      // The superseded platform repository (kublade/kublade) is named only where a post speaks of that line.
      assert.deepEqual(
        links.filter((href) => /github\.com\/kublade\/kublade\b/.test(href)),
        [],
        post.url,
      );
    }
  });
});
